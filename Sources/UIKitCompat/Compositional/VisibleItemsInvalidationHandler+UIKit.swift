import CollectionLayout

extension VisibleItemsInvalidationHandler {
    /// The engine's handler that runs UIKit's `handler` with the items, offset and environment
    /// seen through UIKit's names.
    init(_ handler: @escaping NSCollectionLayoutSectionVisibleItemsInvalidationHandler) {
        // The engine wants a Sendable body; UIKit's handler is not one, and the engine calls it
        // where the layout is solved and drawn (see UncheckedSendableBox).
        let box = UncheckedSendableBox(handler)
        self.init { items, offset, environment in
            box.value(items.map(EngineVisibleLayoutItem.init), CGPoint(x: offset.x, y: offset.y),
                      EngineLayoutEnvironment(environment))
        }
    }
}
