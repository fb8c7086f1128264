/// What a layout says of an animated update: it is told the changes first, then asked where
/// each appearing item starts and each disappearing one ends, then told the update is set. The
/// layouts the engine solves itself say nothing, and their items fade in and out in place.
extension SolvedCollectionLayout {
    /// Nothing to prepare.
    public func prepare(forUpdates items: [LayoutUpdateItem]) {}

    /// Nothing to finish.
    public func finalizeUpdates() {}

    /// Nil: the item fades in where it appears.
    public func initialTransition(ofAppearingItemAt indexPath: IndexPath) -> ElementTransition? { nil }

    /// Nil: the item fades out where it was.
    public func finalTransition(ofDisappearingItemAt indexPath: IndexPath) -> ElementTransition? { nil }
}
