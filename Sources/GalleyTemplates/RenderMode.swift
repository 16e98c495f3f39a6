/// How forgiving rendering is.
package enum RenderMode: Sendable {
    /// Exactly the Mustache spec: a missing name or partial renders as nothing, and
    /// `{{{x}}}` emits any text unescaped.
    case spec
    /// For site templates. Interpolating a missing name or including a missing partial is an
    /// error naming the template and the tag's line and column; `{{{x}}}` only emits `.html`
    /// values; a list or object cannot be interpolated. A section over a missing name is
    /// allowed and counts as false, so optional parts still work through `{{#x}}…{{/x}}`.
    case strict
}
