/// Deterministic post texts for the self-sizing feed: from a single word to several paragraphs,
/// so measured heights vary from one line to dozens.
enum PostText {
    private static let sentences = [
        "The layout measured this cell only when it came near the screen.",
        "Estimated heights are a guess; the text decides.",
        "Scrolling back up should never make anything jump.",
        "A compositional layout stacks groups, and a measured group pushes the ones after it.",
        "Wrapping happens at word boundaries, and a word longer than the line breaks between characters.",
        "Prefix sums keep finding the row at an offset a logarithmic lookup, measured or not.",
        "Nothing here was typeset by hand.",
        "Supercalifragilisticexpialidociousnesslessnessful words still fit.",
    ]

    /// A multiplicative hash of `index`, spread over 0..<1024.
    private static func hash(_ index: Int) -> Int {
        Int((UInt64(index) &* 2_654_435_761) >> 9 % 1024)
    }

    /// Post `index`: every 13th is one word, most are one to four sentences, some run to three paragraphs.
    static func post(_ index: Int) -> String {
        let h = hash(index)
        if index % 13 == 5 { return "Hello." }
        let count = 1 + h % 4
        let paragraphs = h % 17 == 0 ? 3 : 1
        return (0..<paragraphs).map { p in
            (0..<count).map { sentences[(h + $0 * 3 + p * 5) % sentences.count] }.joined(separator: " ")
        }.joined(separator: "\n")
    }
}
