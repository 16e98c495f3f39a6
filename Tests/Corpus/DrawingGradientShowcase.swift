import SwiftUI

struct GradientSwatches: View {
    let sunset = Gradient(stops: [
        .init(color: .yellow, location: 0),
        .init(color: .orange, location: 0.4),
        .init(color: Color(red: 0.6, green: 0.1, blue: 0.4), location: 1),
    ])

    var body: some View {
        Grid(horizontalSpacing: 8, verticalSpacing: 8) {
            GridRow {
                RoundedRectangle(cornerRadius: 12)
                    .fill(LinearGradient(gradient: sunset, startPoint: .top, endPoint: .bottom))
                RoundedRectangle(cornerRadius: 12)
                    .fill(RadialGradient(colors: [.white, .blue], center: .center, startRadius: 4, endRadius: 60))
            }
            GridRow {
                Circle()
                    .fill(AngularGradient(gradient: sunset, center: .center))
                Ellipse()
                    .fill(EllipticalGradient(colors: [.mint, .indigo], endRadiusFraction: 0.7))
            }
            GridRow {
                Capsule().fill(.conicGradient(colors: [.red, .yellow, .green, .red], center: .center))
                Capsule().fill(Color(hue: 0.55, saturation: 0.7, brightness: 0.9).gradient)
            }
            GridRow {
                Rectangle().fill(.linearGradient(stops: sunset.stops, startPoint: .leading, endPoint: .trailing))
                Rectangle().fill(.radialGradient(Color.purple.gradient, endRadius: 40))
            }
            GridRow {
                Color(.sRGBLinear, white: 0.4, opacity: 0.8)
                Color.red.mix(with: .blue, by: 0.3)
            }
        }
        .frame(height: 360)
        .padding()
    }
}
