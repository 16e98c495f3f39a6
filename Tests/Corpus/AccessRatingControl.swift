import SwiftUI

struct StarRatingControl: View {
    @Binding var rating: Int
    var maximum = 5

    var body: some View {
        HStack {
            ForEach(1...maximum, id: \.self) { star in
                Image(systemName: star <= rating ? "star.fill" : "star")
                    .onTapGesture { rating = star }
            }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Rating")
        .accessibilityValue("\(rating) of \(maximum) stars")
        .accessibilityAdjustableAction { direction in
            switch direction {
            case .increment:
                if rating < maximum { rating += 1 }
            case .decrement:
                if rating > 1 { rating -= 1 }
            @unknown default:
                break
            }
        }
    }
}

struct ReviewComposer: View {
    @State private var rating = 3
    var body: some View {
        StarRatingControl(rating: $rating)
    }
}
