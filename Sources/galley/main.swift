import Foundation
import GalleyCLI
internal import GalleyPlatform

// The executable stays thin: everything testable lives in GalleyCLI. It refuses a glibc older
// than the one it was built for, in its own words, before anything could fail half-way
// (GlibcFloor); a one-shot process keeps large freed blocks in its heap rather than paying page
// faults for them again (Heap).
if let problem = GlibcFloor.problem() {
    FileHandle.standardError.write(Data("error: \(problem)\n".utf8))
    exit(1)
}
Heap.keepLargeFreedBlocks()
exit(await GalleyCommand.process(Array(CommandLine.arguments.dropFirst())))
