/// Reads a JSON value knowing its path, so every refusal names the place it came from.
public struct JSONReader {
    /// The value being read.
    public let value: JSONValue
    /// Where the value sits in its document, as `sections[1].group`.
    public let path: String

    /// A reader of `value`, found at `path`.
    public init(_ value: JSONValue, path: String) {
        self.value = value
        self.path = path
    }

    func fail(_ message: String) -> LayoutError { LayoutError(path: path, message: message) }

    func child(_ key: String, _ value: JSONValue) -> JSONReader {
        let key = LayoutError.excerpt(key)
        return JSONReader(value, path: path.isEmpty ? key : "\(path).\(key)")
    }

    /// The value as an object whose every key must be one of `allowed`.
    public func object(allowing allowed: Set<String>) throws(LayoutError) -> JSONObjectReader {
        guard case .object(let members) = value else { throw fail("expected an object, got \(value.typeName)") }
        for member in members where !allowed.contains(member.key) {
            let known = allowed.sorted().joined(separator: ", ")
            throw child(member.key, member.value).fail("unknown key \"\(LayoutError.excerpt(member.key))\"; expected one of \(known)")
        }
        return JSONObjectReader(members: Dictionary(uniqueKeysWithValues: members.map { ($0.key, $0.value) }), reader: self)
    }

    /// The value as an object whose keys were checked elsewhere, as by a second reading.
    func members() throws(LayoutError) -> JSONObjectReader {
        try object(allowing: Set(objectKeys))
    }

    private var objectKeys: [String] {
        if case .object(let members) = value { return members.map(\.key) }
        return []
    }

    /// The value's elements, each with its path; refuses anything but an array.
    public func array() throws(LayoutError) -> [JSONReader] {
        guard case .array(let elements) = value else { throw fail("expected an array, got \(value.typeName)") }
        return elements.enumerated().map { JSONReader($1, path: "\(path)[\($0)]") }
    }

    /// The value as a string; refuses anything else.
    public func string() throws(LayoutError) -> String {
        guard case .string(let s) = value else { throw fail("expected a string, got \(value.typeName)") }
        return s
    }

    /// The value as a Boolean; refuses anything else.
    public func bool() throws(LayoutError) -> Bool {
        guard case .bool(let b) = value else { throw fail("expected true or false, got \(value.typeName)") }
        return b
    }

    /// A finite number.
    public func number() throws(LayoutError) -> Double {
        guard case .number(let text) = value else { throw fail("expected a number, got \(value.typeName)") }
        guard let number = Double(text), number.isFinite else { throw fail("the number \(text) is out of range") }
        return number
    }

    /// A finite number of 0 or more.
    public func nonNegativeNumber() throws(LayoutError) -> Double {
        let number = try number()
        guard number >= 0 else { throw fail("expected a number of 0 or more, got \(NumberFormat.string(number))") }
        return number
    }

    /// A whole number within `range`.
    public func integer(in range: ClosedRange<Int>) throws(LayoutError) -> Int {
        let number = try number()
        guard number == number.rounded(), number >= Double(range.lowerBound), number <= Double(range.upperBound) else {
            throw fail("expected a whole number from \(range.lowerBound) to \(range.upperBound), got \(NumberFormat.string(number))")
        }
        return Int(number)
    }

    /// An array of exactly `count` numbers.
    public func numbers(count: Int) throws(LayoutError) -> [Double] {
        let elements = try array()
        guard elements.count == count else { throw fail("expected \(count) numbers, got \(elements.count)") }
        var result: [Double] = []
        for element in elements { result.append(try element.number()) }
        return result
    }

    /// One of the strings `cases` maps.
    public func oneOf<T>(_ cases: [(String, T)]) throws(LayoutError) -> T {
        let s = try string()
        guard let match = cases.first(where: { $0.0 == s }) else {
            throw fail("unknown value \"\(s)\"; expected one of \(cases.map(\.0).joined(separator: ", "))")
        }
        return match.1
    }
}

/// The members of a JSON object, read by key.
public struct JSONObjectReader {
    let members: [String: JSONValue]
    let reader: JSONReader

    /// Where the object sits in its document.
    public var path: String { reader.path }

    /// Whether the object has a member named `key`.
    public func has(_ key: String) -> Bool { members[key] != nil }

    /// The member `key`, or nil when absent.
    public subscript(_ key: String) -> JSONReader? {
        members[key].map { reader.child(key, $0) }
    }

    /// The member `key`, refused when absent.
    public func required(_ key: String) throws(LayoutError) -> JSONReader {
        guard let value = self[key] else { throw reader.fail("missing the key \"\(key)\"") }
        return value
    }
}
