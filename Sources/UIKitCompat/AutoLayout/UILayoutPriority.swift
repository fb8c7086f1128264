/// How much a constraint, a view's hugging or its compression resistance matters, as UIKit's
/// `UILayoutPriority`: `required` (1000) must hold, lower ones are met as nearly as they can be.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
                                ExpressibleByIntegerLiteral {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { rawValue = value }
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    /// Must hold.
    public static let required = UILayoutPriority(1000)
    /// A view's default compression resistance.
    public static let defaultHigh = UILayoutPriority(750)
    /// A scene's drag-resizing, as UIKit names it.
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// What a scene's size holds at.
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// Below a scene's size.
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// A view's default content hugging.
    public static let defaultLow = UILayoutPriority(250)
    /// The priority a fitting size is asked at: below every other, so the size is as small (or as
    /// close to the target) as the constraints allow.
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool { a.rawValue < b.rawValue }
    public static func + (priority: UILayoutPriority, amount: Float) -> UILayoutPriority { UILayoutPriority(priority.rawValue + amount) }
    public static func - (priority: UILayoutPriority, amount: Float) -> UILayoutPriority { UILayoutPriority(priority.rawValue - amount) }

    /// Whether the priority is required.
    var isRequired: Bool { rawValue >= 1000 }
}
