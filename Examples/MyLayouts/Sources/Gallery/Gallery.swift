import CollectionLayout
import CollectionView
import MyLayouts

/// The screens this package can open, by name. Many apps have a target called Gallery; this one
/// shows that such a target builds beside xcollection's libraries (whose own examples live in a
/// module named XCollectionGallery for that reason).
public enum Gallery {
    /// The names `my-layouts NAME` takes.
    public static let names = ["journal"]

    /// The layout and data of the screen called `name`; nil for a name not in `names`.
    public static func screen(named name: String) -> (layout: CompositionalLayout, dataSource: JournalData)? {
        name == "journal" ? (JournalLayout.make(), JournalData()) : nil
    }
}
