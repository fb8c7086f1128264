/// How lines of text sit across a label's width, as UIKit's `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center = 1
    case right = 2
    /// Drawn as `natural` here: lines are not stretched to the width.
    case justified = 3
    /// At the edge the text starts from: the left for left-to-right text, the right for right-to-left.
    case natural = 4
}
