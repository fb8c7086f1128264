/// How a view decides which way its content runs, as UIKit's `UISemanticContentAttribute`.
public enum UISemanticContentAttribute: Int, Sendable {
    /// As the interface runs: left to right unless `xcollection --layout-direction rtl` says otherwise.
    case unspecified = 0
    case playback
    case spatial
    case forceLeftToRight
    case forceRightToLeft
}
