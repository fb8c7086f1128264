import CollectionLayout

/// A list configuration's separator handler, held by reference so configurations compare by
/// the assignment that set it, and handed to the engine as one handler for the box's life.
///
/// `@unchecked Sendable`: UIKit's closure runs where the engine draws, on the thread that
/// solves and draws, as UIKit runs it on the main thread.
final class SeparatorHandlerBox: Hashable, @unchecked Sendable {
    let body: UICollectionLayoutListConfiguration.ItemSeparatorHandler

    init(_ body: @escaping UICollectionLayoutListConfiguration.ItemSeparatorHandler) {
        self.body = body
    }

    /// The engine's handler: the resolved separators as UIKit's configuration, through `body`, back.
    private(set) lazy var engineHandler: CollectionLayout.ItemSeparatorHandler = {
        let held = UncheckedSendableBox(body)
        return CollectionLayout.ItemSeparatorHandler { indexPath, resolved in
            held.value(indexPath, UIListSeparatorConfiguration(resolved)).engineConfiguration
        }
    }()

    static func == (a: SeparatorHandlerBox, b: SeparatorHandlerBox) -> Bool { a === b }

    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A list configuration's swipe actions provider, held by reference as the separator handler is.
final class SwipeProviderBox: Hashable, @unchecked Sendable {
    let body: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider

    init(_ body: @escaping UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider) {
        self.body = body
    }

    /// The engine's provider: UIKit's configuration of the row as the engine's, each action
    /// running its handler with a view of the button's size and the engine's completion.
    private(set) lazy var engineProvider: SwipeActionsProvider = {
        let held = UncheckedSendableBox(body)
        return SwipeActionsProvider { indexPath in
            held.value(indexPath).map { configuration in
                SwipeActionsConfiguration(actions: configuration.actions.map(\.swipeAction),
                                          performsFirstActionWithFullSwipe: configuration.performsFirstActionWithFullSwipe)
            }
        }
    }()

    static func == (a: SwipeProviderBox, b: SwipeProviderBox) -> Bool { a === b }

    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
