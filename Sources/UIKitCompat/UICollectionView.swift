/// UIKit's collection view, for now only the namespace of ``UICollectionView/ScrollDirection`` and
/// the element kinds of flow layout headers and footers.
///
/// The host a layout sees (bounds, layout margins, a delegate) comes with the flow layout; until
/// then the type cannot be made.
public final class UICollectionView {
    private init() {}

    /// The element kind of a section header, as UIKit spells it.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The element kind of a section footer, as UIKit spells it.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
}
