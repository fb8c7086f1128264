import CollectionView

/// UIActivityIndicatorView's measures and colours on iOS 17, each with where it comes from.
///
/// | Value | iOS | Source |
/// |---|---|---|
/// | size | 20x20 pt `.medium`, 37x37 pt `.large` | Apple, UIActivityIndicatorView.Style; measured (docs/controls.md) |
/// | spokes | 8, from 44 % of the radius out, 2 pt (`.large` 3.5 pt) wide, round ends | measured (docs/controls.md) |
/// | colour | `secondaryLabel`-like grey | measured (docs/controls.md) |
/// | turn | one turn a second, in steps of a spoke | measured on video (docs/controls.md) |
enum ActivityIndicatorMetrics {
    static let spokeCount = 8
    static let stepsPerSecond = 8

    static func size(of style: UIActivityIndicatorView.Style) -> CGSize {
        style == .large || style.rawValue == 0 ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20)
    }

    static func spokes(of style: UIActivityIndicatorView.Style) -> (innerRadius: Double, width: Double) {
        style == .large || style.rawValue == 0 ? (0.44, 3.5) : (0.44, 2)
    }

    static func color(of style: UIActivityIndicatorView.Style) -> UIColor {
        switch style.rawValue {
        case 0, 1: return .white
        default: return UIColor(60, 60, 67, opacity: 0.6, dark: (235, 235, 245, 0.6))
        }
    }

    /// How opaque a spoke `behind` steps behind the brightest is.
    static func opacity(behind: Int) -> Double {
        max(0.25, 1 - Double(behind) * 0.11)
    }
}
