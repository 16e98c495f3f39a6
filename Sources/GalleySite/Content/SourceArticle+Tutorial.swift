import GalleySnippets

extension SourceArticle {
    /// For a tutorial: its `layout:` line and its `##` sections, as the verifier takes them.
    package var tutorialOutline: TutorialOutline? { blocks.outline }

    /// The tutorial's steps; `nil` for an ordinary article.
    package var tutorial: Tutorial? { blocks.tutorial }
}
