@testable import CollectionView
import Testing

/// The line breaker's byte split of plain ASCII against the standard library's split by
/// characters, which it stands in for.
@Suite struct TextSplitTests {
    static let texts = ["", " ", "\n", "a", "a b", "  a  b  ", "a\n\nb\n", "\nlead", "one two\nthree  four \n five",
                        "tab\tand space", "x\r\ny", "café au lait", "e\u{301} \u{301}x", "שלום עולם\nhi"]

    @Test("splitting at lines and words gives what String.split gives, for plain ASCII and for the rest", arguments: texts)
    func splitMatchesTheStandardLibrary(text: String) {
        let plain = TextSplit.isPlainASCII(text)
        for (separator, omitting) in [(Character("\n"), false), (Character(" "), true), (Character(" "), false)] {
            let expected = text.split(separator: separator, omittingEmptySubsequences: omitting).map(String.init)
            let split = TextSplit.split(text[...], at: separator, omittingEmpty: omitting, plainASCII: plain).map(String.init)
            #expect(split == expected, "\(separator.debugDescription) omitting \(omitting)")
        }
    }

    @Test("plain ASCII is one byte a character: a carriage return or any other script is not")
    func plainASCII() {
        #expect(TextSplit.isPlainASCII("one two\nthree\t!"))
        #expect(TextSplit.isPlainASCII(""))
        #expect(!TextSplit.isPlainASCII("x\r\ny"))
        #expect(!TextSplit.isPlainASCII("café"))
        #expect(!TextSplit.isPlainASCII("e\u{301}"))
    }
}
