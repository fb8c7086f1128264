extension UICellAccessory {
    /// How a label accessory looks, as UIKit's `UICellAccessory.LabelOptions`: whether it hides,
    /// its colour and its font.
    public struct LabelOptions: Hashable, Sendable {
        /// Whether the label is hidden; nil (the default) shows it.
        public var isHidden: Bool?
        /// The text's colour; nil takes the secondary label colour.
        public var tintColor: UIColor?
        /// The text's font; nil takes the body style's.
        public var font: UIFont?
        /// Kept for UIKit compatibility: the content size does not change here.
        public var adjustsFontForContentSizeCategory: Bool

        /// Options that hide the label when `isHidden` is true, colour it `tintColor` and set it in `font`.
        public init(isHidden: Bool? = nil, tintColor: UIColor? = nil, font: UIFont? = nil,
                    adjustsFontForContentSizeCategory: Bool = true) {
            self.isHidden = isHidden
            self.tintColor = tintColor
            self.font = font
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        }
    }
}
