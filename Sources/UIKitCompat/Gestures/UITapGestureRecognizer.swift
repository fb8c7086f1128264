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
