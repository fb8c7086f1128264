/// A label broken into lines at a width: words wrap, a word wider than the line breaks between
/// characters (grapheme clusters, so never inside one), and text past the line limit ends in "…".
public struct TextLayout: Hashable, Sendable {
    /// The lines, top to bottom.
    public private(set) var lines: [TextLine] = []
    /// The font's metrics, which give each line's height.
    public let metrics: FontMetrics
    /// The width the lines were wrapped at.
    public let width: Double
    /// The direction of the label's text, from its first strong character (left to right when
    /// it has none). Each line also carries its own paragraph's (`TextLine.direction`).
    public let direction: WritingDirection

    /// The lines' total height: one line height per line.
    public var height: Double { Double(lines.count) * metrics.lineHeight }
    /// The widest line's advance.
    public var usedWidth: Double { lines.map(\.width).max() ?? 0 }

    /// What ends the last line when text is cut short.
    public static let ellipsis = "…"

    /// Wraps `label` at `width`, measuring with `measurer`.
    public init(label: TextLabel, width: Double, measurer: any TextMeasuring) {
        self.metrics = measurer.metrics(of: label.font)
        self.width = width
        direction = WritingDirection.natural(of: label.text)
        let limit = label.numberOfLines > 0 ? label.numberOfLines : Int.max
        var breaker = LineBreaker(font: label.font, width: Swift.max(0, width), measurer: measurer, limit: limit)
        breaker.run(label.text)
        lines = breaker.lines
        if breaker.overflowed, let last = lines.popLast() {
            var cut = Self.truncated(last.text, font: label.font, width: width, measurer: measurer)
            cut.direction = last.direction
            lines.append(cut)
        }
    }

    /// `text` shortened from its end until it fits `width` with "…" after it: at the end it
    /// reads to, so on the left of right-to-left text.
    static func truncated(_ text: String, font: FontSpec, width: Double, measurer: any TextMeasuring) -> TextLine {
        var kept = Substring(text)
        while true {
            while kept.last == " " { kept.removeLast() }
            let candidate = kept + ellipsis
            let advance = measurer.advance(of: Substring(candidate), font: font)
            if advance <= width { return TextLine(text: String(candidate), width: advance) }
            // Not even "…" fits: the line stays empty rather than spill out of its box.
            if kept.isEmpty { return TextLine(text: "", width: 0) }
            kept.removeLast()
        }
    }
}

/// Greedy line breaking of one label; stops once it knows there is more than `limit` lines.
private struct LineBreaker {
    let font: FontSpec
    let width: Double
    let measurer: any TextMeasuring
    let limit: Int
    var lines: [TextLine] = []
    var overflowed = false
    private var current = ""
    private var currentWidth = 0.0
    /// The paragraph being broken's direction, which its lines carry.
    private var paragraphDirection: WritingDirection?

    init(font: FontSpec, width: Double, measurer: any TextMeasuring, limit: Int) {
        self.font = font
        self.width = width
        self.measurer = measurer
        self.limit = limit
    }

    mutating func run(_ text: String) {
        let space = measurer.advance(of: " ", font: font)
        let plain = TextSplit.isPlainASCII(text)
        for paragraph in TextSplit.split(text[...], at: "\n", omittingEmpty: false, plainASCII: plain) {
            paragraphDirection = WritingDirection.firstStrong(of: paragraph)
            for word in TextSplit.split(paragraph, at: " ", omittingEmpty: true, plainASCII: plain) {
                let advance = advance(of: word)
                if current.isEmpty {
                    start(word, advance: advance)
                } else if currentWidth + space + advance <= width {
                    current += " "
                    current += word
                    currentWidth += space + advance
                } else {
                    emit()
                    start(word, advance: advance)
                }
                if overflowed { return }
            }
            emit(evenIfEmpty: true)
            if overflowed { return }
        }
    }

    /// The most characters measured or shaped at once, and the most a line holds: a word of
    /// millions of letters is measured piece by piece, in memory that does not grow with it, and
    /// a run of characters of no width (a million zero-width spaces) still breaks into lines.
    static let pieceLength = 1024

    /// `word`'s advance: measured whole, or for a word longer than `pieceLength` as the sum of its
    /// pieces' (such a word is wider than any line, whatever kerning between pieces would add).
    private func advance(of word: Substring) -> Double {
        guard word.utf8.count > Self.pieceLength else { return measurer.advance(of: word, font: font) }
        var total = 0.0, start = word.startIndex
        while start < word.endIndex {
            let end = word.index(start, offsetBy: Self.pieceLength, limitedBy: word.endIndex) ?? word.endIndex
            total += measurer.advance(of: word[start..<end], font: font)
            start = end
        }
        return total
    }

    /// Begins a line with `word`, splitting it between characters while it is wider than a line.
    private mutating func start(_ word: Substring, advance: Double) {
        if advance <= width, word.utf8.count <= Self.pieceLength {
            current = String(word)
            currentWidth = advance
            return
        }
        var rest = word
        while !rest.isEmpty, !overflowed {
            var end = rest.startIndex
            var fitted = 0.0, taken = 0
            // Always take one character, so a line narrower than any glyph still progresses.
            repeat {
                let next = rest.index(after: end)
                let trial = measurer.advance(of: rest[rest.startIndex..<next], font: font)
                if end != rest.startIndex, trial > width { break }
                end = next
                fitted = trial
                taken += 1
            } while end != rest.endIndex && taken < Self.pieceLength
            current = String(rest[rest.startIndex..<end])
            currentWidth = fitted
            rest = rest[end...]
            if !rest.isEmpty { emit() }
        }
    }

    private mutating func emit(evenIfEmpty: Bool = false) {
        guard evenIfEmpty || !current.isEmpty else { return }
        if lines.count == limit {
            overflowed = true
            return
        }
        // Its words' advances and spaces: what shaping the line whole gives, as long as the font
        // does not kern across a space (DejaVu does not: 11,608 lines of the examples agree), and
        // a quarter cheaper than measuring each line again.
        lines.append(TextLine(text: current, width: currentWidth, direction: paragraphDirection))
        current = ""
        currentWidth = 0
    }
}
