import CollectionView

/// UIPageControl's measures and colours on iOS 17, each with where it comes from.
///
/// | Value | iOS | Source |
/// |---|---|---|
/// | height | 28 pt | measured (docs/controls.md) |
/// | dots | 8 pt across, 16 pt apart (centre to centre), 12 pt of padding at the ends | measured (docs/controls.md) |
/// | colours | current: `label`-like; others: the same at 30 % | measured (docs/controls.md) |
/// | platter (`.prominent`) | black 20 %, capsule | measured (docs/controls.md) |
enum PageControlMetrics {
    static let height: CGFloat = 28
    static let dotDiameter = 8.0
    static let pitch: CGFloat = 16
    static let padding: CGFloat = 12
    static let current = UIColor(0, 0, 0, dark: (255, 255, 255, 1))
    static let other = UIColor(0, 0, 0, opacity: 0.3, dark: (255, 255, 255, 0.3))
    static let platter = UIColor(0, 0, 0, opacity: 0.2, dark: (255, 255, 255, 0.2))
    static let currentOnPlatter = UIColor(255, 255, 255)
    static let otherOnPlatter = UIColor(255, 255, 255, opacity: 0.5)
}
