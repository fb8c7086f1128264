/// The layout margins UIKit gives a view controller's root view, which is what a collection view
/// filling the window is: the host every layout here is drawn in.
///
/// UIKit keeps a root view's margins at least its `systemMinimumLayoutMargins`: no margin at the
/// top and bottom (the safe area takes care of those), and on the leading and trailing edges
/// 16 points on the narrower phones (320 to 393 points wide: SE, mini, the 6.1" models) and
/// 20 points from 414 wide (the Plus and Max phones, and every iPad). The breakpoint is the
/// narrowest width observed to get 20.
public enum SystemLayoutMargins {
    /// The narrowest width whose root view gets the wider margins.
    public static let wideMarginBreakpoint = 414.0
    /// The leading and trailing margin below ``wideMarginBreakpoint``.
    public static let compactMargin = 16.0
    /// The leading and trailing margin from ``wideMarginBreakpoint`` up.
    public static let regularMargin = 20.0

    /// The margins of a root view `width` points wide.
    public static func forWidth(_ width: Double) -> DirectionalEdgeInsets {
        let side = width >= wideMarginBreakpoint ? regularMargin : compactMargin
        return DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }
}
