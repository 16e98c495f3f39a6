import Testing

/// The examples from normalize.py's docstring, so the port is held to the original.
@Suite struct HTMLNormalizerTests {
    @Test(arguments: [
        ("<p>a  \t b</p>", "<p>a b</p>"),
        ("<p>a  \t\nb</p>", "<p>a b</p>"),
        (" <p>a  b</p>", "<p>a b</p>"),
        ("<p>a  b</p> ", "<p>a b</p>"),
        ("\n\t<p>\n\t\ta  b\t\t</p>\n\t", "<p>a b</p>"),
        ("<i>a  b</i> ", "<i>a b</i> "),
        ("<br />", "<br>"),
        ("<a title=\"bar\" HREF=\"foo\">x</a>", "<a href=\"foo\" title=\"bar\">x</a>"),
        ("&amp;&gt;&lt;&quot;", "&amp;&gt;&lt;&quot;"),
        ("&#65;&#x42;", "AB"),
        ("<pre><code>a  \n  b</code></pre>", "<pre><code>a  \n  b</code></pre>"),
    ])
    func normalizesAsUpstreamDoes(input: String, expected: String) {
        #expect(HTMLNormalizer.normalize(input) == expected)
    }

    @Test func keepsSignificantDifferences() {
        #expect(HTMLNormalizer.normalize("<p>a b</p>") != HTMLNormalizer.normalize("<p>ab</p>"))
        #expect(
            HTMLNormalizer.normalize("<em>x</em>") != HTMLNormalizer.normalize("<strong>x</strong>"))
        #expect(
            HTMLNormalizer.normalize("<a href=\"x\">") != HTMLNormalizer.normalize("<a href=\"y\">"))
    }
}
