// expect-error: @Published is only available on properties of classes
import Combine
import SwiftUI

struct ProfileDraftValue {
    @Published var nickname = "kit"
}
