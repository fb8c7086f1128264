/// The characters that stand for SF Symbols where a `UIImage(systemName:)` is drawn: a symbol
/// is a shape only Apple's platforms have, and the pinned fonts have these.
///
/// A name not in the table is drawn as its first letter, capitalised (`gear` is "G"), so a row
/// still shows that it has an image and which.
enum SystemSymbolGlyph {
    /// The glyph for each symbol name the table knows, by name without its `.fill` or `.circle`
    /// variants where they look alike at this size.
    static let table: [String: String] = [
        "star": "☆", "star.fill": "★",
        "heart": "♡", "heart.fill": "♥",
        "checkmark": "✓", "checkmark.circle": "✓", "checkmark.circle.fill": "✓",
        "xmark": "✕", "xmark.circle": "✕", "xmark.circle.fill": "✕",
        "envelope": "✉", "envelope.fill": "✉", "tray": "✉", "tray.fill": "✉",
        "flag": "⚑", "flag.fill": "⚑",
        "pencil": "✎", "square.and.pencil": "✎",
        "paperplane": "➚", "paperplane.fill": "➚",
        "trash": "⌫", "trash.fill": "⌫",
        "folder": "▭", "folder.fill": "▬",
        "clock": "◷", "clock.fill": "◷",
        "circle": "○", "circle.fill": "●",
        "square": "□", "square.fill": "■",
        "plus": "+", "minus": "−",
        "music.note": "♪", "sun.max": "☀", "sun.max.fill": "☀", "cloud": "☁", "cloud.fill": "☁",
        "phone": "✆", "phone.fill": "✆", "house": "⌂", "house.fill": "⌂",
        "gear": "⚙", "gearshape": "⚙", "gearshape.fill": "⚙",
        "chevron.backward": "‹", "chevron.left": "‹", "chevron.forward": "›", "chevron.right": "›", "chevron.down": "⌄", "chevron.up": "⌃",
        "square.and.arrow.up": "⇧", "arrow.clockwise": "↻", "magnifyingglass": "⌕", "ellipsis": "…",
        "ellipsis.circle": "…", "photo": "▨", 
    ]

    /// The glyph drawn for `name`.
    static func glyph(forSystemName name: String) -> String {
        if let glyph = table[name] { return glyph }
        return name.first.map { String($0).uppercased() } ?? "?"
    }
}
