internal import CHeap
import Foundation
import GalleyCLI

// The executable stays thin: everything testable lives in GalleyCLI. A one-shot process keeps
// large freed blocks in its heap rather than paying page faults for them again (CHeap).
galley_keep_large_blocks()
exit(await GalleyCommand.process(Array(CommandLine.arguments.dropFirst())))
