// expect-error: switch must be exhaustive
import SwiftUI

// ButtonRole is a struct with static members, not an enum, so a switch over it needs a
// default case.
func confirmationTitle(for role: ButtonRole) -> String {
    switch role {
    case .destructive: "Delete"
    case .cancel: "Cancel"
    }
}
