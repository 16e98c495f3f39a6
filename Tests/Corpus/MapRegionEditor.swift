import MapKit
import SwiftUI

/// A form that edits the region a map shows, with the map of iOS 14 bound to it, and the
/// region's `Equatable` conformance written by the app, as MapKit does not declare one.
extension MKCoordinateRegion: @retroactive Equatable {
    public static func == (lhs: MKCoordinateRegion, rhs: MKCoordinateRegion) -> Bool {
        lhs.center.latitude == rhs.center.latitude && lhs.center.longitude == rhs.center.longitude
            && lhs.span.latitudeDelta == rhs.span.latitudeDelta && lhs.span.longitudeDelta == rhs.span.longitudeDelta
    }
}

struct SurveyPoint: Identifiable {
    let id: Int
    let label: String
    let coordinate: CLLocationCoordinate2D
}

struct RegionEditor: View {
    @State private var region = MKCoordinateRegion(
        center: CLLocationCoordinate2D(latitude: 59.3293, longitude: 18.0686),
        span: MKCoordinateSpan(latitudeDelta: 0.05, longitudeDelta: 0.05)
    )
    @State private var tracking: MapUserTrackingMode = .none
    @State private var changes = 0
    let points: [SurveyPoint]

    private var zoomBinding: Binding<Double> {
        Binding(
            get: { region.span.latitudeDelta },
            set: { delta in
                region.span = MKCoordinateSpan(latitudeDelta: delta, longitudeDelta: delta)
            }
        )
    }

    var body: some View {
        VStack {
            Map(
                coordinateRegion: $region,
                interactionModes: [.pan, .zoom],
                showsUserLocation: true,
                userTrackingMode: $tracking,
                annotationItems: points
            ) { point in
                MapAnnotation(coordinate: point.coordinate) {
                    Text(point.label)
                        .font(.caption)
                        .padding(4)
                        .background(.white, in: Capsule())
                }
            }
            .frame(height: 280)

            Form {
                Section("Center") {
                    LabeledContent("Latitude") {
                        TextField("Latitude", value: $region.center.latitude, format: .number)
                    }
                    LabeledContent("Longitude") {
                        TextField("Longitude", value: $region.center.longitude, format: .number)
                    }
                    Button("Snap to first point") {
                        if let first = points.first { region.center = first.coordinate }
                    }
                    .disabled(points.isEmpty)
                }
                Section("Zoom") {
                    Slider(value: zoomBinding, in: 0.005...1)
                    Stepper(
                        "Span \(region.span.latitudeDelta, specifier: "%.3f")°", value: zoomBinding, in: 0.005...1,
                        step: 0.005)
                }
                Section {
                    Picker("Tracking", selection: $tracking) {
                        Text("Off").tag(MapUserTrackingMode.none)
                        Text("Follow").tag(MapUserTrackingMode.follow)
                    }
                    Text("\(changes) edits")
                }
            }
        }
        .onChange(of: region) {
            changes += 1
        }
    }
}

#Preview {
    RegionEditor(points: [
        SurveyPoint(id: 1, label: "A", coordinate: CLLocationCoordinate2D(latitude: 59.3326, longitude: 18.0649)),
        SurveyPoint(id: 2, label: "B", coordinate: CLLocationCoordinate2D(latitude: 59.3251, longitude: 18.0711)),
    ])
}
