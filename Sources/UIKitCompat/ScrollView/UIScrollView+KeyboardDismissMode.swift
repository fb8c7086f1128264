extension UIScrollView {
    /// How a drag in the scroll view dismisses the keyboard, as UIKit's
    /// `UIScrollView.KeyboardDismissMode`. The window shows no software keyboard — typing comes
    /// from the computer's, as on iOS with a hardware keyboard — so the interactive modes, whose
    /// keyboard follows the dragging touch off the screen, have no keyboard to follow and leave
    /// editing as it is.
    public enum KeyboardDismissMode: Int, Hashable, Sendable {
        /// A drag leaves editing as it is.
        case none = 0
        /// The keyboard is dismissed, and editing ends, when a drag begins.
        case onDrag = 1
        /// The keyboard follows the dragging touch off the screen; with none shown, editing stays.
        case interactive = 2
        /// As `onDrag`, the keyboard's accessory view going with it.
        case onDragWithAccessory = 3
        /// As `interactive`, the keyboard's accessory view following the touch too.
        case interactiveWithAccessory = 4

        /// Whether the start of a drag ends editing.
        var endsEditingWhenDragBegins: Bool { self == .onDrag || self == .onDragWithAccessory }
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
