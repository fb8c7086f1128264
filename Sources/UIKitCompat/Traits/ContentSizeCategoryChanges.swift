import CollectionLayout
import Foundation

/// Posts `UIContentSizeCategory.didChangeNotification` when the text size views are shown at
/// changes, as UIKit posts it when a person picks another size in Settings: once a change,
/// before the views shown at the new size are told of it.
enum ContentSizeCategoryChanges {
    /// The text size views were last shown at; nil before any was.
    nonisolated(unsafe) private static var shown: ContentSizeCategory?

    /// Notes that views are shown at `category`, posting the notification when it changed.
    static func note(_ category: ContentSizeCategory) {
        defer { shown = category }
        guard let previous = shown, previous != category else { return }
        NotificationCenter.default.post(name: UIContentSizeCategory.didChangeNotification, object: nil,
                                        userInfo: [UIContentSizeCategory.newValueUserInfoKey: UIContentSizeCategory(category)])
    }
}
