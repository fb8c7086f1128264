import CollectionView

extension UIFont {
    /// A font's weight, as UIKit's `UIFont.Weight`: a number from -1 (lightest) to 1 (heaviest)
    /// with UIKit's named values, so `.semibold` and `Weight(rawValue: 0.3)` are the same weight.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// The weight as UIKit numbers it: 0 is regular, 0.4 bold.
        public let rawValue: CGFloat

        /// The weight numbered `rawValue`.
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// UIKit's lightest weight, -0.8.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// -0.6.
        public static let thin = Weight(rawValue: -0.6)
        /// -0.4.
        public static let light = Weight(rawValue: -0.4)
        /// Body text, 0.
        public static let regular = Weight(rawValue: 0)
        /// 0.23.
        public static let medium = Weight(rawValue: 0.23)
        /// Headlines, 0.3.
        public static let semibold = Weight(rawValue: 0.3)
        /// 0.4.
        public static let bold = Weight(rawValue: 0.4)
        /// 0.56.
        public static let heavy = Weight(rawValue: 0.56)
        /// UIKit's heaviest weight, 0.62.
        public static let black = Weight(rawValue: 0.62)

        /// The nearest of the engine's weights: regular up to just below medium, then medium,
        /// semibold, and bold from bold up.
        var fontWeight: FontWeight {
            switch rawValue {
            case ..<Weight.medium.rawValue: .regular
            case ..<Weight.semibold.rawValue: .medium
            case ..<Weight.bold.rawValue: .semibold
            default: .bold
            }
        }
    }
}
