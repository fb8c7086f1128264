import CollectionLayout

/// A trait a trait collection carries, as UIKit's `UITraitDefinition` (iOS 17): the system's
/// traits below are the ones this module's screens change (appearance, sizes, text size,
/// direction, scale, idiom). A trait of an app's own can be declared; it never changes here.
public protocol UITraitDefinition {
    /// A name that tells the trait apart.
    static var identifier: String { get }
    /// A name for people.
    static var name: String { get }
    /// Whether colours can differ between its values.
    static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
    public static var identifier: String { String(reflecting: self) }
    public static var name: String { String(describing: self) }
    public static var affectsColorAppearance: Bool { false }
}

/// A trait, as `registerForTraitChanges(_:handler:)` takes them: `UITraitUserInterfaceStyle.self`.
public typealias UITrait = any UITraitDefinition.Type

/// A system trait: where its value is in the traits a screen has.
protocol SystemTraitDefinition: UITraitDefinition {
    /// Whether its value differs between `a` and `b`.
    static func differs(_ a: Traits, _ b: Traits) -> Bool
}

/// Light or dark.
public enum UITraitUserInterfaceStyle: SystemTraitDefinition {
    public static var affectsColorAppearance: Bool { true }
    static func differs(_ a: Traits, _ b: Traits) -> Bool { a.userInterfaceStyle != b.userInterfaceStyle }
}

/// The horizontal size class.
public enum UITraitHorizontalSizeClass: SystemTraitDefinition {
    static func differs(_ a: Traits, _ b: Traits) -> Bool { a.horizontalSizeClass != b.horizontalSizeClass }
}

/// The vertical size class.
public enum UITraitVerticalSizeClass: SystemTraitDefinition {
    static func differs(_ a: Traits, _ b: Traits) -> Bool { a.verticalSizeClass != b.verticalSizeClass }
}

/// The text size a person chose (Dynamic Type).
public enum UITraitPreferredContentSizeCategory: SystemTraitDefinition {
    static func differs(_ a: Traits, _ b: Traits) -> Bool { a.preferredContentSizeCategory != b.preferredContentSizeCategory }
}

/// Left to right or right to left.
public enum UITraitLayoutDirection: SystemTraitDefinition {
    static func differs(_ a: Traits, _ b: Traits) -> Bool { a.layoutDirection != b.layoutDirection }
}

/// Device pixels a point.
public enum UITraitDisplayScale: SystemTraitDefinition {
    static func differs(_ a: Traits, _ b: Traits) -> Bool { a.displayScale != b.displayScale }
}

/// Phone or pad.
public enum UITraitUserInterfaceIdiom: SystemTraitDefinition {
    static func differs(_ a: Traits, _ b: Traits) -> Bool { a.userInterfaceIdiom != b.userInterfaceIdiom }
}
