/// An unknown the solver finds a value for: a view's left edge, its width. Compared by identity.
public final class Variable: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// A name for messages: `label.width`.
    public let name: String
    /// The value the last `Solver.updateVariables()` gave it; 0 before.
    public internal(set) var value = 0.0

    /// A variable called `name`.
    public init(_ name: String = "") {
        self.name = name
    }

    public var description: String { name.isEmpty ? "v\(ObjectIdentifier(self).hashValue & 0xFFFF)" : name }

    public static func == (a: Variable, b: Variable) -> Bool { a === b }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    // Keys of the solver's tables: hashed by address with one multiply, not SipHash.
    public func _rawHashValue(seed: Int) -> Int {
        (Int(bitPattern: UInt(bitPattern: ObjectIdentifier(self))) &+ seed) &* -7_046_029_254_386_353_131
    }
}
