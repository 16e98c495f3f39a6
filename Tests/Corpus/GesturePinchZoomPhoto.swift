import SwiftUI

struct ZoomablePhotoView: View {
    let imageName: String
    @State private var zoom: CGFloat = 1
    @State private var lastZoom: CGFloat = 1
    @State private var pan = CGSize.zero

    var magnify: some Gesture {
        MagnifyGesture(minimumScaleDelta: 0.02)
            .onChanged { value in
                zoom = min(max(lastZoom * value.magnification, 1), 6)
            }
            .onEnded { _ in lastZoom = zoom }
    }

    var body: some View {
        Image(imageName)
            .resizable()
            .scaleEffect(zoom)
            .offset(x: pan.width, y: pan.height)
            .gesture(magnify.simultaneously(with: DragGesture().onChanged { pan = $0.translation }))
            .onTapGesture(count: 2) {
                zoom = zoom > 1 ? 1 : 2.5
                lastZoom = zoom
                pan = .zero
            }
    }
}

struct LegacyPinchBadge: View {
    @State private var scale: CGFloat = 1

    var body: some View {
        Text("Pinch me")
            .padding()
            .background(Capsule().fill(.yellow))
            .scaleEffect(scale)
            .gesture(MagnificationGesture().onChanged { scale = $0 }.onEnded { _ in scale = 1 })
    }
}
