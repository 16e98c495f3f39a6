import Foundation
import GalleyCore
import GalleyPlatform
import GalleyToolchain

/// One verification's use of a ``ProofMemo``: the articles it takes as kept, and what it keeps
/// of the articles it verifies.
struct ProofReuse {
    private let memo: ProofMemo?
    /// The session's part of every article's key; `nil` when the memo is not used.
    private let session: String?
    private let cacheDirectory: URL
    /// Whether runs are isolated when nothing was probed: kept verdicts were proven so.
    private let isolated: Bool
    private var keys: [String: String] = [:]
    /// The kept proofs taken as they are, in the order of the articles asked for.
    private(set) var reused: [ArticleProof] = []

    /// Whether this verification reads and writes the memo: not for one shard (the memo holds
    /// whole articles), nor when blessing (which rewrites what a kept verdict compared), nor when
    /// the sandbox is required (a session then probes it, whatever the cache holds).
    var isActive: Bool { session != nil }

    init(memo: ProofMemo?, configuration: VerifierConfiguration, compiler: SnippetCompiler) {
        cacheDirectory = configuration.cacheDirectory
        guard let memo, configuration.shard == .all, !configuration.bless,
            let presumed = SandboxIsolation.presumed(configuration.sandbox)
        else {
            (self.memo, session, isolated) = (nil, nil, false)
            return
        }
        self.memo = memo
        isolated = presumed.isIsolated
        // What the keys of an article's units hold beyond the article's own blocks.
        session = ProofMemo.sessionKey([
            compiler.identity, "isolated \(presumed.isIsolated)", "hovers \(configuration.hovers)",
            "merge \(configuration.mergeRuns)", "batch \(configuration.batchChecks)",
            "fork \(configuration.forkServer)", "strict \(configuration.strict)",
            "limits \(String(describing: configuration.limits))",
            "snippets \(String(describing: configuration.snippets))",
            "package \(compiler.package?.fingerprint ?? "-")", "executable \(Self.executable)",
        ])
    }

    /// The running executable's size and modification time: a verdict is made from a unit's
    /// cached outcome by this executable's code (outputs compared, messages mapped to lines),
    /// so another galley makes its own.
    static let executable: String = {
        guard let info = RunningExecutable.status() else { return "unknown \(UUID().uuidString)" }
        return "\(info.st_size) \(info.modificationTime)"
    }()

    /// The articles to verify now: those the memo kept no proof of under their present key.
    mutating func partition(_ articles: [ArticleBlocks]) -> [ArticleBlocks] {
        guard let memo, let session else { return articles }
        memo.loadOnce(from: cacheDirectory)
        var fresh: [ArticleBlocks] = []
        for article in articles {
            let key = ProofMemo.key(of: article, session: session)
            keys[article.file] = key
            if let proof = memo.proof(for: article.file, key: key) {
                reused.append(proof)
            } else {
                fresh.append(article)
            }
        }
        return fresh
    }

    /// Keeps the reused proofs and those of the `fresh` articles verified now (their `results`,
    /// and the problems their `plans` found), and writes the manifest when that changed it.
    /// `isolation` is the session's: verdicts proven under another isolation than the one
    /// presumed are not kept, since a later session would look them up under the presumed one.
    func keep(
        fresh: [ArticleBlocks], plans: some Sequence<(ArticleBlocks, ArticlePlan)>, results: [VerificationResult],
        isolation: SandboxIsolation?
    ) {
        guard let memo, isActive else { return }
        var kept = reused
        if isolation.map({ $0.isIsolated == isolated }) ?? true {
            var problems: [String: [Diagnostic]] = [:]
            for (article, plan) in plans { problems[article.file, default: []] += plan.diagnostics }
            var verdicts: [String: [VerificationResult]] = [:]
            for result in results { verdicts[result.file, default: []].append(result) }
            for article in fresh {
                guard let key = keys[article.file],
                    let proof = ArticleProof(
                        file: article.file, key: key, results: verdicts[article.file] ?? [],
                        diagnostics: problems[article.file] ?? [])
                else { continue }
                kept.append(proof)
            }
        }
        if memo.keep(kept) { memo.save(to: cacheDirectory) }
    }
}
