// expect-error: requires an optional type
import SwiftUI

extension FocusedValues {
    @Entry var canUndo: Bool = false
}
