/// Foundation's handle on a share of a parent task's progress, which a document reader or writer
/// receives and consumes once to report how far it has got.
///
/// On Apple platforms this type is Foundation's (iOS 27, macOS 27). Foundation on Linux (Swift
/// 6.3) has neither `Subprogress` nor `ProgressManager`, so GalleyUI declares the type itself, as
/// it declares `FileWrapper`, with Apple's shape: a noncopyable, sendable value that code can
/// take as a `consuming` parameter. Its members are not declared (`start(totalCount:)` makes a
/// `ProgressManager`, which GalleyUI lacks too), and GalleyUI never makes one for a reader or
/// writer, as it reads and writes no files. `SubprogressGuardTests` fails on the first
/// toolchain whose Foundation declares the type, so the two never meet in a snippet.
public struct Subprogress: ~Copyable, Sendable {
    init() {}
}
