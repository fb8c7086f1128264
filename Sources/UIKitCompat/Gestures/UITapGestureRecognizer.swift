/// A tap, as UIKit's `UITapGestureRecognizer`: a click on the view (or a view inside it that no
/// control takes) recognises one tap of one touch. Two taps or two touches are never made by a
/// click here, so a recognizer asking for them does not recognise.
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How many taps make the gesture: 1 by default.
    open var numberOfTapsRequired = 1
    /// How many fingers make the gesture: 1 by default.
    open var numberOfTouchesRequired = 1

    override func recognizes(clickAt point: CGPoint) -> Bool {
        numberOfTapsRequired == 1 && numberOfTouchesRequired == 1
    }
}

/// A press held, as UIKit's `UILongPressGestureRecognizer`: kept for code that makes one; it does
/// not recognise in the window yet (a held press there scrolls or drags).
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the press is held before it begins: 0.5 s, as in UIKit.
    open var minimumPressDuration: Double = 0.5
    /// How far the touch may move and still be a press: 10 points, as in UIKit.
    open var allowableMovement: CGFloat = 10
    open var numberOfTapsRequired = 0
    open var numberOfTouchesRequired = 1
}

/// A drag, as UIKit's `UIPanGestureRecognizer`: kept for code that makes one; it does not
/// recognise in the window yet (a drag there scrolls the content under it).
open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max

    /// How far the drag has moved: nothing, while it does not recognise.
    open func translation(in view: UIView?) -> CGPoint { .zero }
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {}
    /// How fast the drag moves: still, while it does not recognise.
    open func velocity(in view: UIView?) -> CGPoint { .zero }
}

/// A swipe, as UIKit's `UISwipeGestureRecognizer`: kept for code that makes one; it does not
/// recognise in the window yet.
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions a swipe, as UIKit's `UISwipeGestureRecognizer.Direction`.
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// Which way the swipe goes: right by default.
    open var direction: Direction = .right
    open var numberOfTouchesRequired = 1
}
