/// A strict JSON parser (RFC 8259) that reports where it failed as a JSON path and a line and
/// column, refuses duplicate keys, and bounds nesting so hostile input cannot exhaust the stack.
public struct JSONParser {
    /// How deeply arrays and objects may nest before a file is refused.
    public static let maximumDepth = 256

    private let bytes: [UInt8]
    private var index = 0
    private var path: [String] = []

    private init(_ text: String) { bytes = Array(text.utf8) }

    /// Parses `text` as JSON, keeping numbers as written and members in order.
    public static func parse(_ text: String) throws(LayoutError) -> JSONValue {
        var parser = JSONParser(text)
        parser.skipWhitespace()
        let value = try parser.parseValue()
        parser.skipWhitespace()
        guard parser.index == parser.bytes.count else { throw parser.failure("expected the end of the document") }
        return value
    }

    /// Joins path components the way the layout file format names places: `a.b[2].c`.
    static func joined(_ components: [String]) -> String {
        var result = ""
        for component in components {
            if component.hasPrefix("[") || result.isEmpty { result += component } else { result += "." + component }
        }
        return result
    }

    private func failure(_ message: String) -> LayoutError {
        var line = 1, column = 1
        for byte in bytes[..<Swift.min(index, bytes.count)] {
            if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
        }
        return LayoutError(path: JSONParser.joined(path), message: "invalid JSON at line \(line), column \(column): \(message)")
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipWhitespace() {
        while let c = current, c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09 { index += 1 }
    }

    private mutating func expect(_ literal: String) throws(LayoutError) {
        for byte in literal.utf8 {
            guard current == byte else { throw failure("expected \(literal)") }
            index += 1
        }
    }

    private mutating func parseValue() throws(LayoutError) -> JSONValue {
        guard path.count < Self.maximumDepth else { throw failure("nested deeper than \(Self.maximumDepth) levels") }
        switch current {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expect("true"); return .bool(true)
        case UInt8(ascii: "f"): try expect("false"); return .bool(false)
        case UInt8(ascii: "n"): try expect("null"); return .null
        case let c? where c == UInt8(ascii: "-") || (c >= 0x30 && c <= 0x39): return .number(try parseNumber())
        case nil: throw failure("unexpected end of the document")
        default: throw failure("unexpected character")
        }
    }

    private mutating func parseObject() throws(LayoutError) -> JSONValue {
        index += 1
        var members: [(key: String, value: JSONValue)] = []
        var seen = Set<String>()
        skipWhitespace()
        if current == UInt8(ascii: "}") { index += 1; return .object(members) }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw failure("expected a key in double quotes") }
            let key = try parseString()
            guard seen.insert(key).inserted else { throw failure("the key \"\(key)\" appears twice") }
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw failure("expected ':' after the key \"\(key)\"") }
            index += 1
            skipWhitespace()
            path.append(key)
            members.append((key, try parseValue()))
            path.removeLast()
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"): index += 1; return .object(members)
            default: throw failure("expected ',' or '}'")
            }
        }
    }

    private mutating func parseArray() throws(LayoutError) -> JSONValue {
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") { index += 1; return .array(elements) }
        while true {
            skipWhitespace()
            path.append("[\(elements.count)]")
            elements.append(try parseValue())
            path.removeLast()
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"): index += 1; return .array(elements)
            default: throw failure("expected ',' or ']'")
            }
        }
    }

    private mutating func parseNumber() throws(LayoutError) -> String {
        let start = index
        func digits(_ parser: inout JSONParser) -> Int {
            var count = 0
            while let c = parser.current, c >= 0x30 && c <= 0x39 { parser.index += 1; count += 1 }
            return count
        }
        if current == UInt8(ascii: "-") { index += 1 }
        if current == UInt8(ascii: "0") { index += 1 } else if digits(&self) == 0 { throw failure("expected a digit") }
        if current == UInt8(ascii: ".") {
            index += 1
            guard digits(&self) > 0 else { throw failure("expected a digit after '.'") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard digits(&self) > 0 else { throw failure("expected a digit in the exponent") }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func parseString() throws(LayoutError) -> String {
        index += 1
        var run = index
        func flush(_ parser: JSONParser, _ upTo: Int) -> String { String(decoding: parser.bytes[run..<upTo], as: UTF8.self) }
        var result = ""
        while true {
            guard let c = current else { throw failure("unterminated string") }
            if c == UInt8(ascii: "\"") {
                result += flush(self, index)
                index += 1
                return result
            }
            if c < 0x20 { throw failure("control character in a string") }
            if c == UInt8(ascii: "\\") {
                result += flush(self, index)
                index += 1
                guard let escape = current else { throw failure("unterminated string") }
                index += 1
                switch escape {
                case UInt8(ascii: "\""): result += "\""
                case UInt8(ascii: "\\"): result += "\\"
                case UInt8(ascii: "/"): result += "/"
                case UInt8(ascii: "b"): result += "\u{8}"
                case UInt8(ascii: "f"): result += "\u{C}"
                case UInt8(ascii: "n"): result += "\n"
                case UInt8(ascii: "r"): result += "\r"
                case UInt8(ascii: "t"): result += "\t"
                case UInt8(ascii: "u"):
                    var code = try parseHex4()
                    if (0xD800...0xDBFF).contains(code) {
                        guard current == UInt8(ascii: "\\") else { throw failure("unpaired surrogate") }
                        index += 1
                        guard current == UInt8(ascii: "u") else { throw failure("unpaired surrogate") }
                        index += 1
                        let low = try parseHex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw failure("unpaired surrogate") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw failure("invalid \\u escape") }
                    result.unicodeScalars.append(scalar)
                default: throw failure("invalid escape")
                }
                run = index
                continue
            }
            index += 1
        }
    }

    private mutating func parseHex4() throws(LayoutError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let c = current else { throw failure("unterminated \\u escape") }
            let digit: UInt32
            switch c {
            case 0x30...0x39: digit = UInt32(c - 0x30)
            case 0x41...0x46: digit = UInt32(c - 0x41 + 10)
            case 0x61...0x66: digit = UInt32(c - 0x61 + 10)
            default: throw failure("invalid \\u escape")
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }
}
