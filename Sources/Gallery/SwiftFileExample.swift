import CollectionLayout
import CollectionView

extension Gallery {
    /// A layout written in Swift (`xcollection --swift`), shown as a layout file that says nothing
    /// of its content is: tiles tinted by section and labelled with their item, headers with their
    /// kind and section. A compositional layout can be exported as a layout file.
    public static func example(for layout: any CollectionViewLayout, itemCounts: [Int], name: String) -> Example {
        let dataSource = LayoutFileContent.dataSource(content: LayoutContentDescription(), itemCounts: itemCounts, backgroundColor: .white)
        if let compositional = layout as? CompositionalLayout {
            return Example(name: name, title: name, summary: "a Swift file", layout: compositional, dataSource: dataSource)
        }
        return Example(name: name, title: name, summary: "a Swift file", layout: layout, dataSource: dataSource)
    }
}
