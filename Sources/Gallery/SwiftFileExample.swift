import CollectionLayout
import CollectionView

extension Gallery {
    /// A layout written in Swift (`xcollection --swift`), shown as a layout file that says nothing
    /// of its content is: tiles tinted by section and labelled with their item, headers with their
    /// kind and section. With `compositional`, the engine's layout it stands for, it can be
    /// exported as a layout file.
    public static func example(for layout: any CollectionViewLayout, compositional: CompositionalLayout?,
                               itemCounts: [Int], name: String) -> Example {
        let dataSource = LayoutFileContent.dataSource(content: LayoutContentDescription(), itemCounts: itemCounts, backgroundColor: .white)
        var document: (@Sendable (Size) -> LayoutDocument?)?
        if let compositional {
            let described = Example(name: name, title: name, summary: "a Swift file", layout: compositional, dataSource: dataSource)
            document = { described.document(for: $0) }
        }
        return Example(name: name, title: name, summary: "a Swift file", layout: layout, dataSource: dataSource, document: document)
    }
}
