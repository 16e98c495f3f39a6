/// A small object linked into every `run` unit built alone: an ELF constructor (`.init_array`)
/// that makes standard output line-buffered before the program's `main` runs, as the merged
/// runner's dispatcher does for the units it runs (``DispatcherSource``).
///
/// Without it a program whose output goes to a pipe keeps what it printed in its buffer, and a
/// crash loses it; with it, a unit built alone prints what the same unit run from the merged
/// runner prints, and what a reader running it in a terminal sees. The program's own file is
/// compiled unchanged: the constructor is a module of its own (`GalleyLineBuffer`), so none of
/// its names can meet the unit's.
package enum LineBufferedOutputSource {
    package static let moduleName = "GalleyLineBuffer"

    package static let text = #"""
        #if canImport(Glibc)
            import Glibc
        #endif

        @used @section(".init_array")
        let galleyLineBufferedOutput: @convention(c) () -> Void = {
            if let out = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "stdout") {
                setvbuf(out.load(as: UnsafeMutablePointer<FILE>.self), nil, _IOLBF, 0)
            }
        }

        """#
}
