import GalleyCore

/// Resolves DocC's links against the package's public symbols and the catalogs' articles, as
/// DocC would when it builds the documentation, and reports each that resolves to nothing, with
/// the nearest name that does.
///
/// Resolution is lenient where DocC's depends on the page a link is on: a symbol link resolves
/// when its path ends a symbol's path (module first), so `Tally/record(_:)`, `record(_:)` and
/// `Tally/Tally/record(_:)` all name `record(_:)` of `Tally`; a component may leave out the
/// parameter labels (`record`), and DocC's disambiguation suffixes (`-swift.struct`, `-3d0zm`,
/// `-(Int)->Bool`) are not compared.
struct DocCLinkChecker: Sendable {
    /// The package's symbols; `nil` when they could not be extracted, so symbols go unchecked.
    let symbols: SymbolIndex?
    /// Article and tutorial names of every catalog (file names without their extension).
    let articles: Set<String>
    /// Names a documentation link may start with: the package's modules and catalogs.
    let roots: Set<String>
    private let byBaseName: [String: [[String]]]

    init(symbols: SymbolIndex?, articles: Set<String>, roots: Set<String>) {
        self.symbols = symbols
        self.articles = articles
        self.roots = roots.union(symbols?.modules ?? [])
        var byBaseName: [String: [[String]]] = [:]
        for path in symbols?.paths ?? [] {
            if let last = path.last { byBaseName[Self.baseName(last), default: []].append(path) }
        }
        for module in symbols?.modules ?? [] { byBaseName[module, default: []].append([module]) }
        self.byBaseName = byBaseName
    }

    /// One error per link that resolves to nothing.
    func problems(_ links: [DocCLink]) -> [Diagnostic] {
        links.compactMap { link in
            switch link.kind {
            case .symbol: symbolProblem(link)
            case .documentation: documentationProblem(link)
            }
        }
    }

    private func symbolProblem(_ link: DocCLink) -> Diagnostic? {
        guard symbols != nil else { return nil }
        let path = Self.components(link.destination)
        guard !path.isEmpty, !resolves(path) else { return nil }
        return .error(
            "docc.unresolved-symbol", at: link.location,
            "symbol link ``\(link.destination)`` names no public symbol of \(moduleList)"
                + suggestion(for: path, includingArticles: false))
    }

    private func documentationProblem(_ link: DocCLink) -> Diagnostic? {
        let full = Self.documentationPath(link.destination)
        guard !full.isEmpty else { return nil }
        var path = full
        if path.count > 1, roots.contains(path[0]) { path.removeFirst() }
        if path.count == 1, articles.contains(path[0]) { return nil }
        // Without the symbols, a link that is no article may still name a symbol.
        guard symbols != nil, !resolves(full.map(Self.withoutDisambiguation)) else { return nil }
        return .error(
            "docc.unresolved-doc-link", at: link.location,
            "documentation link 'doc:\(link.destination)' names no article of the package's catalogs and no public symbol"
                + suggestion(for: path, includingArticles: true))
    }

    private var moduleList: String { (symbols?.modules ?? []).joined(separator: ", ") }

    /// True when `path` ends the path of some symbol (or is a module's name).
    private func resolves(_ path: [String]) -> Bool {
        guard let last = path.last else { return false }
        let candidates = byBaseName[Self.baseName(last), default: []]
        return candidates.contains { symbol in
            guard path.count <= symbol.count else { return false }
            return zip(path, symbol.suffix(path.count)).allSatisfy { written, declared in
                written == declared || (!written.contains("(") && Self.baseName(declared) == written)
            }
        }
    }

    /// `; did you mean '…'?` with the nearest symbol path (and article name), or nothing.
    private func suggestion(for path: [String], includingArticles: Bool) -> String {
        let written = path.joined(separator: "/")
        var candidates: Set<String> = includingArticles ? articles : []
        for symbol in symbols?.paths ?? [] {
            for start in symbol.indices { candidates.insert(symbol[start...].joined(separator: "/")) }
        }
        if let near = NearMiss.suggestion(for: written, among: candidates) { return "; did you mean '\(near)'?" }
        // The same name elsewhere in the package, say a member of another type.
        let same = byBaseName[Self.baseName(path.last ?? ""), default: []].map { $0.dropFirst().joined(separator: "/") }
        return same.min().map { "; did you mean '\($0)'?" } ?? ""
    }

    /// A symbol link's path: split at `/` outside parentheses, without a `#fragment`, each
    /// component without its disambiguation.
    static func components(_ destination: String) -> [String] {
        let text = destination.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        var components: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            switch character {
            case "(": depth += 1
            case ")": depth = max(0, depth - 1)
            case "/" where depth == 0 && !current.isEmpty:
                components.append(current)
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        if !current.isEmpty { components.append(current) }
        return components.map(withoutDisambiguation)
    }

    /// `record(_:)-2xk8p` → `record(_:)`; `Tally-swift.struct` → `Tally`.
    static func withoutDisambiguation(_ component: String) -> String {
        if let open = component.firstIndex(of: "(") {
            var depth = 0
            var index = open
            while index < component.endIndex {
                if component[index] == "(" { depth += 1 }
                if component[index] == ")" {
                    depth -= 1
                    if depth == 0 { return String(component[...index]) }
                }
                index = component.index(after: index)
            }
            return component
        }
        guard let first = component.first, first.isLetter || first == "_" else { return component }
        return String(component.prefix { $0 != "-" })
    }

    /// A member's name without its parameter labels: `record(_:)` → `record`.
    static func baseName(_ component: String) -> String {
        guard let first = component.first, first.isLetter || first == "_" else { return component }
        return String(component.prefix { $0 != "(" })
    }

    /// `doc:` destinations: `Name`, `Module/Name`, `/documentation/Module/Name`,
    /// `//bundle/documentation/Module/Name`, each with an optional `#fragment`; the components
    /// after `documentation` or `tutorials`.
    static func documentationPath(_ destination: String) -> [String] {
        var text = Substring(
            destination.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
        if text.hasPrefix("//") { text = text.dropFirst(2).drop { $0 != "/" } }
        var components = text.split(separator: "/").map(String.init)
        if let first = components.first, first == "documentation" || first == "tutorials" { components.removeFirst() }
        return components
    }
}
