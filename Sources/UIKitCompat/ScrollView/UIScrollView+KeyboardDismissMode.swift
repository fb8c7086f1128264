extension UIScrollView {
    /// How a drag in the scroll view ends text editing, as UIKit's `UIScrollView.KeyboardDismissMode`.
    public enum KeyboardDismissMode: Int, Hashable, Sendable {
        /// A drag leaves editing as it is.
        case none = 0
        /// A drag ends editing when it starts.
        case onDrag = 1
        /// A drag ends editing as it moves the content down past where the keyboard would be.
        case interactive = 2
        /// As `onDrag`, and a tap in the content ends editing too.
        case onDragWithAccessory = 3
        /// As `interactive`, and a tap in the content ends editing too.
        case interactiveWithAccessory = 4
    }

    /// The colours scroll indicators are drawn in, as UIKit's `UIScrollView.IndicatorStyle`.
    public enum IndicatorStyle: Int, Hashable, Sendable {
        /// Dark on a light screen, light on a dark one.
        case `default` = 0
        /// Black.
        case black = 1
        /// White.
        case white = 2
    }
}
