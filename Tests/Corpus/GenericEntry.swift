import SwiftUI

struct Box<Value> { var value: Value }

extension EnvironmentValues {
    @Entry var numbers: [Int] = [1, 2, 3]
    @Entry var labels: [String: String] = [:]
    @Entry var intBox: Box<Int> = Box(value: 0)
    @Entry var handler: (@MainActor (String) -> Void)? = nil
}
