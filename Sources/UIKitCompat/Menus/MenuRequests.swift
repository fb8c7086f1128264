import Foundation

/// A menu a click asked to show — a button's with `showsMenuAsPrimaryAction`, a bar button
/// item's without a primary action — taken by the screen after the click, which opens it beside
/// the view clicked. Used on the thread that draws, as UIKit's main thread.
enum MenuRequests {
    nonisolated(unsafe) private static var pending: (menu: UIMenu, anchor: CGRect)?

    /// Asks for `menu` beside `view`.
    static func request(_ menu: UIMenu, from view: UIView) {
        pending = (menu, view.convert(view.bounds, to: nil))
    }

    /// The menu asked for since the last take, with its anchor in the root view's coordinates.
    static func take() -> (menu: UIMenu, anchor: CGRect)? {
        defer { pending = nil }
        return pending
    }
}
