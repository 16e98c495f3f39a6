import SwiftUI

struct StarfieldBackdrop: View {
    let stars: [CGPoint] = (0..<60).map { (index: Int) -> CGPoint in
        let x = CGFloat((index * 37) % 100) / 100
        let y = CGFloat((index * 61) % 100) / 100
        return CGPoint(x: x, y: y)
    }

    var body: some View {
        Canvas(opaque: true, colorMode: .linear, rendersAsynchronously: false) { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.black))
            for (index, star) in stars.enumerated() {
                let center = CGPoint(x: star.x * size.width, y: star.y * size.height)
                let radius: CGFloat = index % 7 == 0 ? 2 : 1
                let dot = Path(ellipseIn: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
                context.fill(dot, with: .color(white: 1, opacity: 0.8))
            }
            var label = context
            label.opacity = 0.7
            label.translateBy(x: 16, y: size.height - 24)
            let title = label.resolve(Text("Night sky").font(.caption).foregroundStyle(.white))
            label.draw(title, at: .zero, anchor: .leading)
            context.stroke(
                Path(roundedRect: CGRect(origin: .zero, size: size).insetBy(dx: 4, dy: 4), cornerRadius: 12),
                with: .linearGradient(Gradient(colors: [.purple, .blue]), startPoint: .zero, endPoint: CGPoint(x: size.width, y: size.height)),
                lineWidth: 2)
        }
        .frame(height: 220)
    }
}

struct ConstellationCanvas: View {
    var body: some View {
        Canvas { context, size in
            if let star = context.resolveSymbol(id: "star") {
                context.draw(star, at: CGPoint(x: size.width / 2, y: size.height / 2))
            }
            context.drawLayer { layer in
                layer.addFilter(.blur(radius: 3))
                layer.fill(Circle().path(in: CGRect(x: 10, y: 10, width: 40, height: 40)), with: .style(.yellow))
            }
        } symbols: {
            Image(systemName: "star.fill").tag("star")
        }
    }
}
