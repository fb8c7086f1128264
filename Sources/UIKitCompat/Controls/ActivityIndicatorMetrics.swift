import CollectionView

/// UIActivityIndicatorView's measures and colours on iOS 17, each with where it comes from. No
/// iOS picture of a spinner was found; the spokes follow Flutter's copy of the iOS control
/// (flutter/flutter `packages/flutter/lib/src/cupertino/activity_indicator.dart`, "extracted
/// from iOS 13.2"), whose values are measurements of iOS, not code taken from it.
///
/// | Value | iOS | Source |
/// |---|---|---|
/// | size | 20x20 pt `.medium`, 37x37 pt `.large` | Apple, UIActivityIndicatorView.Style |
/// | spokes | 8, from a third of the radius to its end, a fifth of it wide, round ends | Flutter's copy |
/// | opacity | head to tail 147, 122, 97, 72, then 47 (of 255) | Flutter's copy |
/// | colour | 60,60,68 (dark 235,235,245) | Flutter's copy |
/// | turn | once a second, a spoke at a time | Flutter's copy |
enum ActivityIndicatorMetrics {
    static let spokeCount = 8
    static let stepsPerSecond = 8

    static func size(of style: UIActivityIndicatorView.Style) -> CGSize {
        style == .large || style.rawValue == 0 ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20)
    }

    /// Where a spoke starts (a share of the radius) and how wide it is (a share of the radius).
    static let innerRadius = 1.0 / 3
    static let width = 1.0 / 5

    static func color(of style: UIActivityIndicatorView.Style) -> UIColor {
        switch style.rawValue {
        case 0, 1: return .white
        default: return UIColor(60, 60, 68, dark: (235, 235, 245, 1))
        }
    }

    /// How opaque a spoke `behind` steps behind the brightest is.
    static func opacity(behind: Int) -> Double {
        let alphas = [147.0, 122, 97, 72, 47, 47, 47, 47]
        return alphas[max(0, min(alphas.count - 1, behind))] / 255
    }
}
