/// A layout dump (`--dump-layout`'s JSON) read back, for comparing it with another (`--compare
/// GOLDEN.json`, the `.layoutDump` snapshot strategy): the content size and every element, each
/// keyed by what it is rather than where it sits.
public struct LayoutDumpSnapshot: Sendable {
    /// What names an element across two dumps: its category, kind, section and item, and which
    /// of several elements with those four it is (0 for the first, as nearly always).
    public struct Key: Hashable, Sendable {
        public var category: String
        public var kind: String?
        public var section: Int
        public var item: Int
        public var occurrence: Int

        /// `cell 0/3`, `supplementary header -1/0`, `decoration background 2/0 #2`.
        public var name: String {
            let what = kind.map { "\(category) \($0)" } ?? category
            return "\(what) \(section)/\(item)" + (occurrence > 0 ? " #\(occurrence + 1)" : "")
        }
    }

    /// One element: its frame as written (x, y, width, height) and its z-index.
    public struct Element: Sendable {
        public var key: Key
        public var frame: [Double]
        public var zIndex: Int
    }

    /// Why a text is not a layout dump: a place (a JSON path) and what was expected there.
    public struct NotADump: Error, CustomStringConvertible {
        public var description: String
    }

    public var contentSize: [Double]
    public var elements: [Element]

    /// Reads `text` as a layout dump; `NotADump` when it is not JSON, or not the dump's shape.
    public init(parsing text: String) throws(NotADump) {
        let value: JSONValue
        do {
            value = try JSONParser.parse(text)
        } catch {
            throw NotADump(description: error.description)
        }
        guard case .object(let members) = value else { throw NotADump(description: "expected an object with contentSize and elements") }
        guard let size = members.first(where: { $0.key == "contentSize" })?.value else { throw NotADump(description: "it has no contentSize") }
        guard let list = members.first(where: { $0.key == "elements" })?.value else { throw NotADump(description: "it has no elements") }
        contentSize = try Self.numbers(size, count: 2, at: "contentSize")
        guard case .array(let items) = list else { throw NotADump(description: "elements: expected an array") }
        var seen: [Key: Int] = [:]
        elements = []
        elements.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            let path = "elements[\(index)]"
            guard case .object(let fields) = item else { throw NotADump(description: "\(path): expected an object") }
            func field(_ name: String) -> JSONValue? { fields.first(where: { $0.key == name })?.value }
            guard case .string(let category)? = field("category") else { throw NotADump(description: "\(path).category: expected a string") }
            var kind: String?
            if let value = field("kind") {
                guard case .string(let text) = value else { throw NotADump(description: "\(path).kind: expected a string") }
                kind = text
            }
            let section = try Self.integer(field("section"), at: "\(path).section")
            let itemIndex = try Self.integer(field("item"), at: "\(path).item")
            guard let frameValue = field("frame") else { throw NotADump(description: "\(path): it has no frame") }
            let frame = try Self.numbers(frameValue, count: 4, at: "\(path).frame")
            let zIndex = try Self.integer(field("zIndex"), at: "\(path).zIndex")
            var key = Key(category: category, kind: kind, section: section, item: itemIndex, occurrence: 0)
            key.occurrence = seen[key, default: 0]
            seen[Key(category: category, kind: kind, section: section, item: itemIndex, occurrence: 0)] = key.occurrence + 1
            elements.append(Element(key: key, frame: frame, zIndex: zIndex))
        }
    }

    private static func numbers(_ value: JSONValue, count: Int, at path: String) throws(NotADump) -> [Double] {
        guard case .array(let values) = value, values.count == count else {
            throw NotADump(description: "\(path): expected an array of \(count) numbers")
        }
        var result: [Double] = []
        for value in values {
            guard case .number(let text) = value, let number = Double(text), number.isFinite else {
                throw NotADump(description: "\(path): expected an array of \(count) numbers")
            }
            result.append(number)
        }
        return result
    }

    private static func integer(_ value: JSONValue?, at path: String) throws(NotADump) -> Int {
        guard case .number(let text)? = value, let number = Double(text), number == number.rounded(), abs(number) < 1e15 else {
            throw NotADump(description: "\(path): expected a whole number")
        }
        return Int(number)
    }
}
