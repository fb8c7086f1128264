import CollectionLayout

extension CollectionScreen {
    /// Shows the screen with the person's `traits` (appearance, text size) in place of its own,
    /// as iOS does when they change in Settings: section providers are asked again, text is
    /// measured again at its new size, and the first visible item keeps its place, as a resize
    /// keeps it. The device's scale, size classes and idiom stay.
    public func setTraits(_ traits: Traits) throws(LayoutError) {
        let changed = host.with(traits: traits)
        guard changed != host else { return }
        try show(changed, remeasuring: changed.traits.preferredContentSizeCategory != host.traits.preferredContentSizeCategory)
    }
}
