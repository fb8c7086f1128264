/// Splitting a label's text into paragraphs and words, as the line breaker does on every
/// measurement.
enum TextSplit {
    /// Whether every character of `text` is one ASCII byte: all of them but a carriage return,
    /// which with a line feed after it makes one character of two bytes.
    static func isPlainASCII(_ text: String) -> Bool {
        let check = { (bytes: UnsafeBufferPointer<UInt8>) in bytes.allSatisfy { $0 < 0x80 && $0 != 0x0D } }
        return text.utf8.withContiguousStorageIfAvailable(check) ?? text.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D }
    }

    /// `text` split at `separator` as `split(separator:maxSplits:omittingEmptySubsequences:)`
    /// splits it. For plain ASCII (characters are bytes) the bytes are scanned, several times
    /// faster than the characters, which need grapheme breaking; a label is split on every
    /// measurement.
    static func split(_ text: Substring, at separator: Character, omittingEmpty: Bool, plainASCII: Bool) -> [Substring] {
        guard plainASCII, let byte = separator.asciiValue else {
            return text.split(separator: separator, omittingEmptySubsequences: omittingEmpty)
        }
        var pieces: [Substring] = [], start = text.startIndex, index = text.startIndex
        let utf8 = text.utf8
        while index < utf8.endIndex {
            if utf8[index] == byte {
                if !omittingEmpty || start < index { pieces.append(text[start..<index]) }
                start = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        if !omittingEmpty || start < text.endIndex { pieces.append(text[start..<text.endIndex]) }
        return pieces
    }
}
