// expect-error: is not concurrency-safe
import SwiftUI

final class UserState {}

private struct UserStateKey: EnvironmentKey {
    static var defaultValue: UserState = UserState()
}
