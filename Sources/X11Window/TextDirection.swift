/// Which way a paragraph of text runs: its base direction, from its first strong character
/// (Unicode's rules P2 and P3), as UIKit's natural writing direction has it.
public enum TextDirection: Sendable, Hashable {
    case leftToRight
    case rightToLeft
}
