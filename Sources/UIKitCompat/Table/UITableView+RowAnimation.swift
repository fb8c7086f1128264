extension UITableView {
    /// How inserted, deleted and reloaded rows come and go, as UIKit's `UITableView.RowAnimation`.
    /// The rows here move and fade as a collection view's do in a batch update, whichever is named;
    /// `.none` changes them without moving.
    public enum RowAnimation: Int, Hashable, Sendable {
        case fade = 0
        case right = 1
        case left = 2
        case top = 3
        case bottom = 4
        case none = 5
        case middle = 6
        case automatic = 100
    }
}
