import Foundation
import GalleyCLI

// The executable stays thin: everything testable lives in GalleyCLI.
exit(await GalleyCommand.process(Array(CommandLine.arguments.dropFirst())))
