/// The numbers a tab bar is drawn by.
///
/// | Value | Number | Source |
/// |---|---|---|
/// | Bar height above the home indicator | 49 pt | HIG, Tab bars; measured, iOS 17 simulator |
/// | Image | 25 pt square, 7 pt from the top | measured |
/// | Title | 10 pt medium, baseline 42 pt from the top | HIG Typography (Caption 2 is 11; the tab title is 10 medium); measured |
/// | Unselected colour | `secondaryLabel`-like grey (#999999) | measured |
enum TabBarMetrics {
    static let height: CGFloat = 49
    static let imageSide: CGFloat = 25
    static let imageTop: CGFloat = 7
    static let titleBaseline: CGFloat = 42
    static let titleFont = UIFont.systemFont(ofSize: 10, weight: .medium)
    static let unselectedColor = UIColor(red: 0.6, green: 0.6, blue: 0.6, alpha: 1)
}
