extension UICellAccessory {
    /// How an outline disclosure looks and acts, as UIKit's `UICellAccessory.OutlineDisclosureOptions`:
    /// what a click toggles, whether it hides, and its colour.
    public struct OutlineDisclosureOptions: Hashable, Sendable {
        /// What part of the cell expands and collapses its item when clicked.
        public enum Style: Hashable, Sendable {
            /// The whole cell for a header's content configuration, the accessory otherwise.
            case automatic
            /// The whole cell, as a sidebar section's header row.
            case header
            /// The accessory only; a click elsewhere selects the cell.
            case cell
        }

        /// What a click toggles.
        public var style: Style
        /// Whether the accessory is hidden; nil (the default) shows it.
        public var isHidden: Bool?
        /// The accessory's colour; nil takes the system's.
        public var tintColor: UIColor?

        /// Options of `style` that hide it when `isHidden` is true and colour it `tintColor`.
        public init(style: Style = .automatic, isHidden: Bool? = nil, tintColor: UIColor? = nil) {
            self.style = style
            self.isHidden = isHidden
            self.tintColor = tintColor
        }
    }
}
