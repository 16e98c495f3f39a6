// expect-error: requires the types 'any Error' and 'Never' be equivalent
import Combine
import SwiftUI

struct DownloadProgressBadge: View {
    let progress = PassthroughSubject<Double, Error>()
    @State private var fraction = 0.0

    var body: some View {
        Text("\(Int(fraction * 100))%")
            .onReceive(progress) { fraction = $0 }
    }
}
