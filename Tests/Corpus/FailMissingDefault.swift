// expect-error: needs a default value
import SwiftUI

extension EnvironmentValues {
    @Entry var count: Int
}
