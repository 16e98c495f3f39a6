import Foundation

/// Foundation's representation of a file system node (a regular file, a directory or a
/// symbolic link), which a `FileDocument` reads from and writes to.
///
/// Foundation on Linux has no `FileWrapper`, so GalleyUI declares it, as it declares
/// `UndoManager` (`Environment/UndoManager.swift`), with the members document code calls, and
/// models them in memory: a regular file holds its contents, a directory its children by key.
/// Nothing is read from or written to disk (there is no `init(url:options:)` or
/// `write(to:options:originalContentsURL:)`).
///
/// One difference: Foundation raises an exception when `regularFileContents` is read from a
/// wrapper that is not a regular file, or a child is added to one that is not a directory; here
/// the contents are nil and the child is not added.
open class FileWrapper: NSObject {
    private enum Node {
        case regularFile(Data)
        case directory([String: FileWrapper])
        case symbolicLink(URL)
    }

    private var node: Node

    /// The name the wrapper prefers when it is written or added to a directory.
    open var preferredFilename: String?
    /// The name of the wrapper's file system node (nil until it has one: nothing is written here).
    open var filename: String?

    /// Creates a regular-file wrapper holding `contents`.
    public init(regularFileWithContents contents: Data) {
        node = .regularFile(contents)
        super.init()
    }

    /// Creates a directory wrapper holding `childrenByPreferredName`; a child without a
    /// preferred filename takes its key as one.
    public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
        for (name, child) in childrenByPreferredName where child.preferredFilename == nil {
            child.preferredFilename = name
        }
        node = .directory(childrenByPreferredName)
        super.init()
    }

    /// Creates a symbolic-link wrapper pointing at `url`.
    public init(symbolicLinkWithDestinationURL url: URL) {
        node = .symbolicLink(url)
        super.init()
    }

    // MARK: - Kind and contents

    /// Whether the wrapper is a regular file.
    open var isRegularFile: Bool {
        if case .regularFile = node { return true }
        return false
    }

    /// Whether the wrapper is a directory.
    open var isDirectory: Bool {
        if case .directory = node { return true }
        return false
    }

    /// Whether the wrapper is a symbolic link.
    open var isSymbolicLink: Bool {
        if case .symbolicLink = node { return true }
        return false
    }

    /// The contents of a regular file; nil for other wrappers.
    open var regularFileContents: Data? {
        if case .regularFile(let contents) = node { return contents }
        return nil
    }

    /// The children of a directory by key; nil for other wrappers.
    open var fileWrappers: [String: FileWrapper]? {
        if case .directory(let children) = node { return children }
        return nil
    }

    /// Where a symbolic link points; nil for other wrappers.
    open var symbolicLinkDestinationURL: URL? {
        if case .symbolicLink(let url) = node { return url }
        return nil
    }

    // MARK: - Directory children

    /// Adds `child` to a directory under its preferred filename, or under a unique key made
    /// from it when another child has that key; returns the key.
    @discardableResult
    open func addFileWrapper(_ child: FileWrapper) -> String {
        guard case .directory(var children) = node else { return child.preferredFilename ?? "" }
        let name = child.preferredFilename ?? "Untitled"
        var key = name
        var number = 1
        while children[key] != nil {
            number += 1
            key = "\(number)__#$!@%!#__\(name)"
        }
        children[key] = child
        node = .directory(children)
        return key
    }

    /// Adds a regular file holding `data`, preferring `fileName`, to a directory; returns its key.
    @discardableResult
    open func addRegularFile(withContents data: Data, preferredFilename fileName: String) -> String {
        let child = FileWrapper(regularFileWithContents: data)
        child.preferredFilename = fileName
        return addFileWrapper(child)
    }

    /// Removes `child` from a directory.
    open func removeFileWrapper(_ child: FileWrapper) {
        guard case .directory(var children) = node, let key = keyForChildFileWrapper(child) else { return }
        children[key] = nil
        node = .directory(children)
    }

    /// The key of `child` in this directory, if it is one of its children.
    open func keyForChildFileWrapper(_ child: FileWrapper) -> String? {
        fileWrappers?.first { $0.value === child }?.key
    }
}
