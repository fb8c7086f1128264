import CollectionLayout

/// The text size a person chose, as UIKit's `UIContentSizeCategory`: a value of UIKit's raw
/// strings (`UICTContentSizeCategoryL`), seven standard sizes and five accessibility sizes.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    init(_ category: ContentSizeCategory) {
        rawValue = category.uikitRawValue
    }

    /// The engine's category; nil for `unspecified` or a string UIKit does not use.
    public var contentSizeCategory: ContentSizeCategory? {
        ContentSizeCategory.allCases.first { $0.uikitRawValue == rawValue }
    }

    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(.extraSmall)
    public static let small = UIContentSizeCategory(.small)
    public static let medium = UIContentSizeCategory(.medium)
    public static let large = UIContentSizeCategory(.large)
    public static let extraLarge = UIContentSizeCategory(.extraLarge)
    public static let extraExtraLarge = UIContentSizeCategory(.extraExtraLarge)
    public static let extraExtraExtraLarge = UIContentSizeCategory(.extraExtraExtraLarge)
    public static let accessibilityMedium = UIContentSizeCategory(.accessibilityMedium)
    public static let accessibilityLarge = UIContentSizeCategory(.accessibilityLarge)
    public static let accessibilityExtraLarge = UIContentSizeCategory(.accessibilityExtraLarge)
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(.accessibilityExtraExtraLarge)
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(.accessibilityExtraExtraExtraLarge)

    /// Whether this is one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { contentSizeCategory?.isAccessibilityCategory ?? false }

    /// Smaller categories sort first; `unspecified` before all.
    public static func < (a: Self, b: Self) -> Bool {
        (a.contentSizeCategory?.index ?? -1) < (b.contentSizeCategory?.index ?? -1)
    }
}

extension UIContentSizeCategory {
    /// Posted when the text size changes, with the new category under ``newValueUserInfoKey``.
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
    /// The key of the new category in the notification's `userInfo`.
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"
}
