import SwiftUI

struct Stepper2: View {
    @Binding var value: Int
    var body: some View {
        HStack {
            Button("-") { value -= 1 }
            Text("\(value)")
            Button("+") { value += 1 }
        }
    }
}

struct Host: View {
    @State private var value = 0
    var body: some View {
        VStack {
            Stepper2(value: $value)
            Stepper2(value: .constant(5))
        }
    }
}
