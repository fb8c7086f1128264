/// What a section calls as it scrolls, with its elements on screen, its scroll offset and the
/// layout environment, as UIKit's `NSCollectionLayoutSectionVisibleItemsInvalidationHandler`: the
/// place to scale, fade, turn or reorder items by where they are.
///
/// The offset is, for an orthogonal section, how far its strip is scrolled along its axis (x for a
/// strip that scrolls sideways); for any other section, the collection view's content offset. The
/// handler runs before the first frame, for every frame in which the section's offset or size
/// changed, and after data is applied, on the thread that solves and draws the layout. What it sets
/// on the items changes how they are drawn and hit-tested, never the layout's frames.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void
