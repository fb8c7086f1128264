/// The layout margins UIKit gives a view controller's root view, which is what a collection view
/// filling the window is: the host every layout here is drawn in.
///
/// UIKit keeps a root view's margins at least its `systemMinimumLayoutMargins`: no margin at the
/// top and bottom (the safe area takes care of those), and on the leading and trailing edges
/// 16 points up to 390 points wide and 20 points from 393 wide. iOS's own pictures set the
/// breakpoint, not a reading of the documentation: a table in a 390-point window lines its cells'
/// margins up 16 points in (essential-feed, iOS 18.2), tables 393 points wide 20 points in (Adyen,
/// iOS 17.2; vitamin-ios). No picture has a width between the two; 393 is the narrowest width
/// observed to get 20. docs/ios-references.md lists the pictures.
public enum SystemLayoutMargins {
    /// The narrowest width whose root view gets the wider margins.
    public static let wideMarginBreakpoint = 393.0
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
