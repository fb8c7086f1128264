/// What sits at an element's trailing edge, centred vertically.
public enum Accessory: Hashable, Sendable {
    /// A disclosure chevron, as a navigating list row.
    case chevron(Color)
    /// A capsule button, as the App Store's "GET".
    case pill(PillButton)
    /// A short text, as a header's "See All".
    case text(TextLabel)
}
