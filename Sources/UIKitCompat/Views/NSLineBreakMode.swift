/// How a label breaks and shortens lines, as UIKit's `NSLineBreakMode`.
///
/// Kept and reported; lines wrap at word boundaries (between characters for a word wider than
/// the line) and text cut short ends in "…" at the end of its last line whatever the mode, as
/// `byTruncatingTail`, the default, draws.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0
    case byCharWrapping
    case byClipping
    case byTruncatingHead
    case byTruncatingTail
    case byTruncatingMiddle
}
