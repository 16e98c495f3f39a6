import Foundation

/// A type of view that generates views from an underlying collection of data.
///
/// Rows are never deleted or moved by a user in Galley: `onDelete` and `onMove` record
/// their node and never call their action.
public protocol DynamicViewContent: View {
    /// The type of the underlying collection of data.
    associatedtype Data: Collection
    /// The collection of underlying data.
    var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension DynamicViewContent {
    /// Sets the deletion action for the dynamic view. Recorded; never called.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
        RecordedDynamicContent(base: self, name: ".onDelete")
    }
    /// Sets the move action for the dynamic view. Recorded; never called.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
        RecordedDynamicContent(base: self, name: ".onMove")
    }
}

/// Dynamic content with a recorded modifier; to a container, its rows stay separate subviews.
nonisolated public struct RecordedDynamicContent<Base: DynamicViewContent>: DynamicViewContent {
    let base: Base
    let name: String
    /// The underlying data.
    @MainActor public var data: Base.Data { base.data }
    /// It has no body; the evaluator applies the record to the base content.
    public var body: Never { primitiveBody(Self.self) }
}

extension RecordedDynamicContent: PrimitiveView, MultiView {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        evaluator.evaluate(base.inert(name), parent: parent, context: context)
    }

    @MainActor package func subviewElements(in evaluator: Evaluator, id: String) -> [SubviewElement] {
        evaluator.subviewElements(of: base.inert(name), id: id)
    }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes all the elements at the specified offsets from the collection.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection where Self: RangeReplaceableCollection {
    /// Moves all the elements at the specified offsets to the specified destination offset,
    /// preserving ordering.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let moving = source.map { self[index(startIndex, offsetBy: $0)] }
        let before = source.filter { $0 < destination }.count
        remove(atOffsets: source)
        insert(contentsOf: moving, at: index(startIndex, offsetBy: destination - before))
    }
}
