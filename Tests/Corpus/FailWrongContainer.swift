// expect-error: can only attach to var declarations inside extensions of EnvironmentValues
import SwiftUI

struct PreferenceValues {}

extension PreferenceValues {
    @Entry var size: Double = 0
}
