extension UICellAccessory {
    /// How a disclosure indicator looks, as UIKit's `UICellAccessory.DisclosureIndicatorOptions`: whether it hides
    /// and its colour.
    public struct DisclosureIndicatorOptions: Hashable, Sendable {
        /// Whether the accessory is hidden; nil (the default) shows it.
        public var isHidden: Bool?
        /// The accessory's colour; nil takes the system's.
        public var tintColor: UIColor?

        /// Options that hide it when `isHidden` is true and colour it `tintColor`.
        public init(isHidden: Bool? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.tintColor = tintColor
        }
    }
}
