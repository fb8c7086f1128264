import CollectionLayout
import CollectionView

extension Gallery {
    /// A layout file shown as an example: its layout, with placeholder tiles labelled by index.
    public static func example(for document: LayoutDocument, name: String) -> Example {
        Example(name: name, title: document.name ?? name, summary: "a layout file",
                layout: SizeDependentLayout { (size: Size, _: [Int]) throws(LayoutError) -> any SolvedCollectionLayout in
                    try document.solve(container: size)
                },
                dataSource: Tiles.placeholder(itemCounts: document.itemCounts))
    }
}
