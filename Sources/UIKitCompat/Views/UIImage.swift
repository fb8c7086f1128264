/// An image, as UIKit's `UIImage`: here only a named system symbol, drawn as a glyph.
///
/// There are no image files and no SF Symbols on Linux, so `UIImage(systemName:)` keeps the
/// symbol's name and a list cell draws a stand-in where the symbol would be: a character close
/// to the symbol for common names (`star` ☆, `star.fill` ★, `heart` ♡, `folder` ▭, `trash` ⌫,
/// and the rest of the table in `docs/uikit-compat.md`), else the name's first letter, capitalised, in the
/// tint colour, in a 29-point square at the row's leading edge.
public final class UIImage: Hashable, Sendable {
    /// The SF Symbol name the image was made with.
    public let systemName: String

    /// The system symbol `name`, drawn as a glyph (see the type); nil for an empty name, as
    /// UIKit gives nil for a name it does not know.
    public init?(systemName name: String) {
        guard !name.isEmpty else { return nil }
        systemName = name
    }

    /// The character drawn for the symbol.
    public var glyph: String { SystemSymbolGlyph.glyph(forSystemName: systemName) }

    public static func == (a: UIImage, b: UIImage) -> Bool { a.systemName == b.systemName }

    public func hash(into hasher: inout Hasher) { hasher.combine(systemName) }
}
