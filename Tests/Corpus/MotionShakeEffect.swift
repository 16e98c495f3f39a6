import SwiftUI

/// Shakes a view sideways once per unit of `attempts`.
struct ShakeEffect: GeometryEffect {
    var attempts: CGFloat
    var distance: CGFloat = 8

    var animatableData: CGFloat {
        get { attempts }
        set { attempts = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: distance * sin(attempts * .pi * 3), y: 0))
    }
}

struct PasscodeField: View {
    @State private var code = ""
    @State private var wrongAttempts = 0

    var body: some View {
        VStack {
            SecureField("Passcode", text: $code)
                .padding()
                .background(.gray.opacity(0.1), in: RoundedRectangle(cornerRadius: 8))
                .modifier(ShakeEffect(attempts: CGFloat(wrongAttempts)))
            Button("Unlock") {
                if code != "2468" {
                    withAnimation(.linear(duration: 0.4)) { wrongAttempts += 1 }
                }
            }
        }
        .padding()
    }
}
