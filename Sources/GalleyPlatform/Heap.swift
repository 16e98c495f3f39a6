internal import CGalleyPlatform

/// How the C allocator serves a one-shot process.
package enum Heap {
    /// Keeps large freed blocks in the heap instead of giving their pages back at once (glibc's
    /// `mallopt`; other allocators keep their defaults). Called first thing by `galley`, whose
    /// process ends after one build: the blocks' pages are then touched once, not at every
    /// regrowth (see `galley_platform_keep_large_blocks`).
    package static func keepLargeFreedBlocks() {
        galley_platform_keep_large_blocks()
    }
}
