// expect-error: '@Entry' cannot attach to a 'let' constant
import SwiftUI

extension EnvironmentValues {
    @Entry let fixed = 1
}
