// `galley-syntax`: the Swift parser's helper process. `galley` starts it when it needs facts
// from SwiftParser (highlighting, comparisons, unit planning, translation checks) and talks to it
// over its standard input and output; see `SyntaxHelperClient`.
import Foundation
import GalleySwiftSyntax

exit(SyntaxHelperServer.serve())
