import CollectionView

extension UIButton {
    /// How a button looks, as UIKit's `UIButton.Configuration` (iOS 15): a style (plain, gray,
    /// tinted, filled), its title, subtitle and image, colours, size, corners and insets.
    ///
    /// The defaults of each style and size are in `docs/uikit-compat.md` with where they come from.
    public struct Configuration: Hashable {
        /// The four styles UIKit draws.
        enum Style: Hashable { case plain, gray, tinted, filled }
        let style: Style

        /// The title.
        public var title: String?
        /// A second line under the title, smaller.
        public var subtitle: String?
        /// An image beside the title.
        public var image: UIImage?
        /// Where the image is, relative to the title: `.leading` (the default) or `.trailing`
        /// (`.top` and `.bottom` draw as leading).
        public var imagePlacement = NSDirectionalRectEdge.leading
        /// The space between the image and the title.
        public var imagePadding: CGFloat = 0
        /// The space between the title and the subtitle.
        public var titlePadding: CGFloat = 0
        /// The title's colour, and a template image's; the style's when nil.
        public var baseForegroundColor: UIColor?
        /// The background's colour; the style's when nil.
        public var baseBackgroundColor: UIColor?
        /// How large the button is: its font, insets and corners.
        public var buttonSize = Size.medium
        /// How round the background's corners are.
        public var cornerStyle = CornerStyle.dynamic
        /// The space between the button's edges and its content; the size's when nil.
        public var contentInsets: NSDirectionalEdgeInsets {
            get { ownInsets ?? buttonSize.contentInsets }
            set { ownInsets = newValue }
        }
        private var ownInsets: NSDirectionalEdgeInsets?
        /// Whether the button shows its selected look; kept.
        public var showsActivityIndicator = false
        /// The font of a button made the older way: its title label's.
        var legacyTitleFont: UIFont?
        /// The title's font: the title label's for a button made the older way, else the size's.
        var titleFont: UIFont { legacyTitleFont ?? buttonSize.titleFont }

        init(style: Style) {
            self.style = style
        }

        /// No background; the title in the tint colour.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A grey background; the title in the tint colour.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A pale background of the tint colour; the title in the tint colour.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A background of the tint colour; the title in white.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// No background (UIKit's borderless style draws as plain here).
        public static func borderless() -> Configuration { Configuration(style: .plain) }
        /// A capsule of the tint colour (UIKit's borderedProminent), as filled.
        public static func borderedProminent() -> Configuration {
            var configuration = Configuration(style: .filled)
            configuration.cornerStyle = .capsule
            return configuration
        }
        /// A grey capsule (UIKit's bordered), as gray.
        public static func bordered() -> Configuration {
            var configuration = Configuration(style: .gray)
            configuration.cornerStyle = .capsule
            return configuration
        }

        /// A button's size, as UIKit's `UIButton.Configuration.Size`.
        public enum Size: Hashable, Sendable {
            case mini, small, medium, large

            var titleFont: UIFont {
                switch self {
                case .mini, .small: .preferredFont(forTextStyle: .subheadline)
                case .medium, .large: .preferredFont(forTextStyle: .body)
                }
            }

            var contentInsets: NSDirectionalEdgeInsets {
                switch self {
                case .mini: NSDirectionalEdgeInsets(top: 2, leading: 6, bottom: 2, trailing: 6)
                case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
                case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
                case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
                }
            }

            var dynamicCornerRadius: CGFloat {
                switch self {
                case .mini, .small: 4
                case .medium: 6
                case .large: 8
                }
            }
        }

        /// How round a button's corners are, as UIKit's `UIButton.Configuration.CornerStyle`.
        public enum CornerStyle: Hashable, Sendable {
            /// As the size says: 4, 6 or 8 points.
            case dynamic
            /// Kept as the background's corner radius (here the dynamic one).
            case fixed
            case small, medium, large
            /// Half the height.
            case capsule
        }

        /// The background's corner radius for a button `height` tall.
        func cornerRadius(height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .dynamic, .fixed: buttonSize.dynamicCornerRadius
            case .small: 4
            case .medium: 8
            case .large: 12
            case .capsule: height / 2
            }
        }

        /// The background drawn in `state` where the tint is `tint`; nil draws none.
        func background(tint: UIColor, state: UIControl.State) -> UIColor? {
            if state.contains(.disabled), style != .plain { return .quaternarySystemFill }
            let base: UIColor?
            switch style {
            case .plain: base = baseBackgroundColor
            case .gray: base = baseBackgroundColor ?? .secondarySystemFill
            case .tinted: base = (baseBackgroundColor ?? tint).withAlphaComponent(0.15)
            case .filled: base = baseBackgroundColor ?? tint
            }
            return base
        }

        /// The title's colour in `state`.
        func foreground(tint: UIColor, state: UIControl.State) -> UIColor {
            if state.contains(.disabled) { return .tertiaryLabel }
            if let baseForegroundColor { return baseForegroundColor }
            return style == .filled ? .white : tint
        }
    }
}
