import CollectionView

/// UIPageControl's measures and colours on iOS 17, each with where it comes from. "Measured"
/// means read off iOS 17.5 and 18.5 simulator pictures in cashapp/AccessibilitySnapshot's
/// reference images (commit 5b03db8, `testPageControl`, 3x).
///
/// | Value | iOS | Source |
/// |---|---|---|
/// | size | 20 + 17.67 × pages wide, 25.67 tall (73x25.67 for 3 pages) | measured |
/// | dots | 7.67 pt across, 17.67 pt centre to centre, the current one no larger | measured |
/// | colours | current: white; others: white at 35 % | Apple's documentation of the defaults (the pictured test sets its own) |
/// | platter (`.prominent`) | a capsule as tall as the control, black at 25 % (not measured) | Apple's documentation of the style |
enum PageControlMetrics {
    static let height: CGFloat = 77.0 / 3
    static let dotDiameter = 23.0 / 3
    static let pitch: CGFloat = 53.0 / 3
    static let padding: CGFloat = 10
    static let current = UIColor(255, 255, 255)
    static let other = UIColor(255, 255, 255, opacity: 0.35)
    static let platter = UIColor(0, 0, 0, opacity: 0.25)
    static let currentOnPlatter = UIColor(255, 255, 255)
    static let otherOnPlatter = UIColor(255, 255, 255, opacity: 0.5)
}
