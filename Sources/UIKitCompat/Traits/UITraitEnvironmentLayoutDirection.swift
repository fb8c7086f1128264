/// Which way an interface runs, as UIKit's `UITraitEnvironmentLayoutDirection`:
/// `traitCollection.layoutDirection` in a section provider.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1
    case leftToRight = 0
    case rightToLeft = 1
}
