/// What a row-style cell shows at its trailing edge, as UIKit's list cell accessories.
public enum CellAccessory: String, Hashable, Sendable, CaseIterable {
    /// Nothing.
    case none
    /// A disclosure chevron, as a row that opens another screen (UIKit's `disclosureIndicator`).
    case chevron
    /// A checkmark, as the chosen row of a list of options.
    case checkmark
    /// A chevron that turns down when its row's children show (UIKit's `outlineDisclosure`), drawn collapsed.
    case outlineDisclosure
}
