import CollectionLayout

extension UIFont {
    /// A Dynamic Type text style, as UIKit's `UIFont.TextStyle`, for
    /// ``UIFont/preferredFont(forTextStyle:)``.
    ///
    /// Each style has the size and weight Apple's Human Interface Guidelines give it at the
    /// default (Large) content size: large title 34, title 1 28, title 2 22, title 3 20, headline
    /// 17 semibold, body 17, callout 16, subheadline 15, footnote 13, caption 1 12, caption 2 11.
    /// Other content sizes follow Apple's tables (`TextStyle.pointSize(at:)`).
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// UIKit's name of the style.
        public let rawValue: String

        /// The style named `rawValue`; a name UIKit does not have is drawn as body text.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// 34 points.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// 28 points.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// 22 points.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// 20 points.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// 17 points, semibold.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// 17 points: a list row's text.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// 16 points.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// 15 points: a list row's secondary text.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// 13 points: a grouped list's headers and footers.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// 12 points.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// 11 points.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        var defaultPointSize: CGFloat {
            switch self {
            case .largeTitle: 34
            case .title1: 28
            case .title2: 22
            case .title3: 20
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption1: 12
            case .caption2: 11
            default: 17
            }
        }

        var defaultWeight: Weight {
            self == .headline ? .semibold : .regular
        }

        /// The engine's style this one stands for; a name UIKit does not have is body text.
        public var textStyle: CollectionLayout.TextStyle {
            switch self {
            case .largeTitle: .largeTitle
            case .title1: .title1
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .callout: .callout
            case .subheadline: .subheadline
            case .footnote: .footnote
            case .caption1: .caption1
            case .caption2: .caption2
            default: .body
            }
        }
    }
}
