/// The info strings already parsed, for making the blocks that share one: a block whose info
/// string an earlier block had takes that block's attributes instead of parsing it again. Only
/// attributes that follow from the info string alone (``FencedBlockAttributes/isInfoAlone``)
/// are kept: an info string that does not parse is parsed at each of its blocks, so its
/// problems stay located at each fence.
///
/// An article's blocks share a few info strings (`swift`, `swift run`, `output`), so the scan
/// that loads an article and the build state's reader each make their blocks through one.
package struct InfoStringMemo {
    private var known: [String: FencedBlockAttributes] = [:]

    package init() {}

    /// The block ``FencedBlock/init(file:info:code:fenceLine:contentStartLine:closingLine:directlyFollowsPrevious:indentation:)``
    /// makes, with the attributes of an earlier block of the same info string when there was one.
    package mutating func block(
        file: String, info: String, code: String, fenceLine: Int, contentStartLine: Int,
        closingLine: Int?, directlyFollowsPrevious: Bool, indentation: Int
    ) -> FencedBlock {
        if let attributes = known[info] {
            return FencedBlock(
                file: file, info: info, code: code, fenceLine: fenceLine, contentStartLine: contentStartLine,
                closingLine: closingLine, directlyFollowsPrevious: directlyFollowsPrevious, indentation: indentation,
                attributes: attributes)
        }
        let block = FencedBlock(
            file: file, info: info, code: code, fenceLine: fenceLine, contentStartLine: contentStartLine,
            closingLine: closingLine, directlyFollowsPrevious: directlyFollowsPrevious, indentation: indentation)
        if block.attributes.isInfoAlone { known[info] = block.attributes }
        return block
    }
}
