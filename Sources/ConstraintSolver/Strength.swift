/// How much a constraint matters, as Auto Layout's priorities: `required` (1000) must hold; an
/// optional one (below 1000) is met as nearly as the required ones allow, a higher priority's
/// error weighing more than a lower one's.
public struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The priority, 1 to 1000.
    public let priority: Double

    /// A strength of `priority`, clamped to 1...1000.
    public init(_ priority: Double) {
        self.priority = Swift.min(1000, Swift.max(1, priority))
    }

    /// Must hold: Auto Layout's `UILayoutPriority.required`.
    public static let required = Strength(1000)
    /// Auto Layout's `defaultHigh`.
    public static let high = Strength(750)
    /// Auto Layout's `defaultLow`.
    public static let low = Strength(250)
    /// Auto Layout's `fittingSizeLevel`.
    public static let fittingSize = Strength(50)

    public var isRequired: Bool { priority >= 1000 }

    /// The weight of the constraint's error in the objective: the cube of the priority, so a
    /// higher priority outweighs several errors of lower ones (750 weighs 27 times 250) while
    /// the largest weight (999, about 1e9) stays far from rounding trouble.
    var weight: Double { priority * priority * priority }

    public static func < (a: Strength, b: Strength) -> Bool { a.priority < b.priority }

    public var description: String { priority == priority.rounded() ? String(Int(priority)) : String(priority) }
}
