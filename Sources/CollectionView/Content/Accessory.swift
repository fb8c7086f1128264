/// What sits at an element's trailing edge, centred vertically.
public enum Accessory: Hashable, Sendable {
    /// A disclosure chevron, as a navigating list row (UIKit's `disclosureIndicator`).
    case chevron(Color)
    /// A capsule button, as the App Store's "GET".
    case pill(PillButton)
    /// A short text, as a header's "See All".
    case text(TextLabel)
    /// A checkmark, as the chosen row of a list of options (UIKit's `checkmark`).
    case checkmark(Color)
    /// A chevron pointing at the trailing edge, or down when `expanded`, as a row whose children
    /// show and hide (UIKit's `outlineDisclosure`).
    case outlineDisclosure(Color, expanded: Bool)
}
