/// Which way a collection view's interface runs, as UIKit's `UIUserInterfaceLayoutDirection`:
/// in a right-to-left layout, leading is the right edge, horizontal groups run from the right,
/// and orthogonal sections start at the right edge and scroll the other way.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
    case leftToRight
    case rightToLeft
}
