import Foundation

/// Rows for tutorials (`layout: tutorial`): steps that cannot be verified or diffed.
extension BadInputCase {
    static let tutorialHeader = "---\ntitle: Alpha\nlayout: tutorial\n---\n## One\n\n"

    static let tutorials: [BadInputCase] = [
        alpha(
            "tutorial step with no file name", .fails("tutorial.step-without-file", at: "\(a):7:10"),
            tutorialHeader + "```swift step\nlet a = 1\n```\n"),
        alpha(
            "tutorial file that reappears under a name differing only in case",
            .fails("tutorial.conflicting-file-name", at: "\(a):15:1", mentioning: "Theme.swift"),
            tutorialHeader
                + "A.\n\n```swift step file=Theme.swift\nlet a = 1\n```\n\nB.\n\n```swift step file=theme.swift\nlet b = 1\n```\n"
        ),
        alpha(
            "step block outside a tutorial", .fails("tutorial.step-outside-tutorial", at: "\(a):6:1"),
            "---\ntitle: Alpha\n---\nText.\n\n```swift step file=A.swift\nlet a = 1\n```\n"),
        alpha(
            "tutorial with no steps", .fails("tutorial.no-steps", at: "\(a):3:1"),
            tutorialHeader + "Text, and no step.\n"),
        alpha(
            "tutorial step with binary-looking content",
            .fails("tutorial.binary-content", at: "\(a):11:10", mentioning: "U+0001"),
            tutorialHeader + "A.\n\n```swift step file=A.swift\nlet a = 1\nlet b = \"\u{1}\"\n```\n"),
        alpha(
            "unknown layout", .fails("front-matter.invalid-layout", at: "\(a):3:9"),
            "---\ntitle: Alpha\nlayout: tutorail\n---\n"),
    ]
}
