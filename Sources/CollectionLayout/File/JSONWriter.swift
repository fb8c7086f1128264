/// Writes `JSONValue`s as text: pretty with two-space indents, or compact on one line.
public enum JSONWriter {
    /// `value` as JSON text; `pretty` indents nested values.
    public static func write(_ value: JSONValue, pretty: Bool = true) -> String {
        var out = ""
        write(value, into: &out, indent: pretty ? "" : nil)
        return out
    }

    /// `s` as a JSON string literal, quotes included, with control characters escaped.
    public static func escaped(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    private static func write(_ value: JSONValue, into out: inout String, indent: String?) {
        switch value {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += n
        case .string(let s): out += escaped(s)
        case .array(let elements):
            let simple = elements.allSatisfy { if case .array = $0 { return false }; if case .object = $0 { return false }; return true }
            if elements.isEmpty || simple || indent == nil {
                out += "["
                for (i, e) in elements.enumerated() {
                    if i > 0 { out += indent == nil ? "," : ", " }
                    write(e, into: &out, indent: nil)
                }
                out += "]"
            } else {
                let inner = indent! + "  "
                out += "[\n"
                for (i, e) in elements.enumerated() {
                    out += inner
                    write(e, into: &out, indent: inner)
                    out += i + 1 < elements.count ? ",\n" : "\n"
                }
                out += indent! + "]"
            }
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            guard let indent else {
                out += "{"
                for (i, m) in members.enumerated() {
                    if i > 0 { out += "," }
                    out += escaped(m.key) + ":"
                    write(m.value, into: &out, indent: nil)
                }
                out += "}"
                return
            }
            // Small objects of plain values read best on one line: { "top": 5, "leading": 5 }.
            let plain = members.allSatisfy { if case .object = $0.value { return false }; if case .array(let a) = $0.value { return a.count <= 4 }; return true }
            if plain {
                var line = "{ "
                for (i, m) in members.enumerated() {
                    if i > 0 { line += ", " }
                    line += escaped(m.key) + ": "
                    write(m.value, into: &line, indent: "")
                }
                line += " }"
                if line.count + indent.count <= 100 { out += line; return }
            }
            let inner = indent + "  "
            out += "{\n"
            for (i, m) in members.enumerated() {
                out += inner + escaped(m.key) + ": "
                write(m.value, into: &out, indent: inner)
                out += i + 1 < members.count ? ",\n" : "\n"
            }
            out += indent + "}"
        }
    }
}
