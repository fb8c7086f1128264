/// A layout that cannot be solved or a value refused at the door, with where it was found.
///
/// `path` uses the layout file's JSON path spelling (`sections[1].group.subitems[0].size.width`),
/// which names the same place in a layout built in Swift.
public struct LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where the problem is, as a layout file's JSON path.
    public var path: String
    /// What is wrong, in plain words.
    public var message: String

    /// An error at `path` saying `message`. Control characters in either (a key or value
    /// quoted from a file may hold a line break) are written as escapes, so the error stays
    /// one line.
    public init(path: String, message: String) {
        self.path = Self.oneLine(path)
        self.message = Self.oneLine(message)
    }

    private static func oneLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isLineBreaking) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where isLineBreaking(scalar): result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The longest name from a file quoted in an error, in characters.
    public static let longestQuote = 64

    /// `text` as an error quotes it: whole when short, else its start and how long it is, so a
    /// key a megabyte long makes a message of one readable line.
    public static func excerpt(_ text: String) -> String {
        guard text.utf8.count > longestQuote, text.count > longestQuote else { return text }
        return "\(text.prefix(longestQuote))… (\(text.count) characters)"
    }

    private static func isLineBreaking(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
    }

    /// The path and the message, as `sections[0].group.size.height: the number 1e400 is out of range`;
    /// the message alone when there is no path.
    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}
