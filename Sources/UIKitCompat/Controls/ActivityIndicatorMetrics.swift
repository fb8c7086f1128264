import CollectionView

/// UIActivityIndicatorView's measures and colours on iOS 16–18, each with where it comes from.
/// "Measured" means read off iOS pictures of a `.medium` spinner at 3x: mttcrsp/fosdem's years
/// list (iOS 16.2, light and dark, MIT) and essential-feed-case-study's load-more cell (iOS 17.0
/// and 18.2, light, MIT); `SpinnerPictureTests` checks a render against those numbers. The
/// fading's proportions agree with Flutter's copy of the control (flutter/flutter
/// `packages/flutter/lib/src/cupertino/activity_indicator.dart`, "extracted from iOS 13.2").
///
/// | Value | iOS | Source |
/// |---|---|---|
/// | size | 20x20 pt `.medium`, 37x37 pt `.large` | Apple, UIActivityIndicatorView.Style |
/// | spokes | 8, from a third of the radius to its end, a quarter of it wide (2.5 pt at `.medium`), round ends | measured |
/// | colour | the head spoke 157,157,157 (dark 217,217,217), opaque | measured (essential-feed's dark picture, drawn through a window that overrides its traits, shows 120: not followed) |
/// | fading | head to tail 1, 0.83, 0.66, 0.49, then 0.32 of the colour | measured; Flutter's 147, 122, 97, 72, 47 in proportion |
/// | phase | a picture catches the head spoke at the left (9 o'clock), the trail below it | measured (all four pictures) |
/// | turn | once a second, a spoke at a time, clockwise | Flutter's copy; the trail's side in the pictures |
enum ActivityIndicatorMetrics {
    static let spokeCount = 8
    static let stepsPerSecond = 8

    static func size(of style: UIActivityIndicatorView.Style) -> CGSize {
        style == .large || style.rawValue == 0 ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20)
    }

    /// Where a spoke starts (a share of the radius) and how wide it is (a share of the radius).
    static let innerRadius = 1.0 / 3
    static let width = 1.0 / 4

    /// The spoke that is brightest at step 0, counted clockwise from the top: the left one.
    static let firstHead = 6

    static func color(of style: UIActivityIndicatorView.Style) -> UIColor {
        switch style.rawValue {
        case 0, 1: return .white
        default: return UIColor(157, 157, 157, dark: (217, 217, 217, 1))
        }
    }

    /// How opaque a spoke `behind` steps behind the brightest is.
    static func opacity(behind: Int) -> Double {
        let alphas = [1, 0.83, 0.66, 0.49, 0.32, 0.32, 0.32, 0.32]
        return alphas[max(0, min(alphas.count - 1, behind))]
    }
}
