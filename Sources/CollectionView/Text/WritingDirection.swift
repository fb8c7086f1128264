/// Which way a paragraph of text runs.
public enum WritingDirection: String, Hashable, Sendable {
    case leftToRight
    case rightToLeft

    /// The direction of `text` as UIKit's natural writing direction finds it: its first strong
    /// character's (Unicode's rules P2 and P3) — right to left for Hebrew, Arabic and the other
    /// right-to-left scripts, left to right for any other letter — and left to right when it has
    /// none. Isolates and embeddings are not looked into.
    public static func natural(of text: some StringProtocol) -> WritingDirection {
        firstStrong(of: text) ?? .leftToRight
    }

    /// The direction of `text`'s first strong character; nil when it has none, and it takes
    /// the direction of what it is in (the interface's, for a label).
    public static func firstStrong(of text: some StringProtocol) -> WritingDirection? {
        for scalar in text.unicodeScalars {
            // ASCII, most text: a letter is strong left to right, anything else is neutral.
            if scalar.value < 0x80 {
                if (0x41...0x5A).contains(scalar.value) || (0x61...0x7A).contains(scalar.value) { return .leftToRight }
                continue
            }
            if isRightToLeft(scalar.value) { return .rightToLeft }
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .spacingMark:
                return .leftToRight
            default:
                // U+200E LEFT-TO-RIGHT MARK is strong too.
                if scalar.value == 0x200E { return .leftToRight }
            }
        }
        return nil
    }

    /// Characters of bidi class R or AL: the right-to-left scripts' blocks from U+0590 to U+08FF
    /// and their presentation forms, the right-to-left ranges of the supplementary planes, and
    /// U+200F RIGHT-TO-LEFT MARK.
    private static func isRightToLeft(_ value: UInt32) -> Bool {
        switch value {
        case 0x200F:
            return true
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFE, 0x10800...0x10FFF, 0x1E800...0x1EFFF:
            // Combining marks and digits inside those blocks are not strong.
            guard let scalar = Unicode.Scalar(value) else { return false }
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .decimalNumber, .format: return false
            default: return true
            }
        default:
            return false
        }
    }
}
