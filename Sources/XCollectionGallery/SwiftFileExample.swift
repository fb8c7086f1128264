import CollectionLayout
import CollectionView

extension Gallery {
    /// A layout written in Swift (`xcollection --swift`), shown as a layout file that says nothing
    /// of its content is: tiles tinted by section and labelled with their item, headers with their
    /// kind and section, list sections as lists. With `compositional`, the engine's layout it stands for, it can be
    /// exported as a layout file.
    ///
    /// `backgroundColor` is the collection view's, when its file set one; `registeredDecoration`
    /// gives what a decoration kind shows when the layout registered a view class for it.
    public static func example(for layout: any CollectionViewLayout, compositional: CompositionalLayout?,
                               itemCounts: [Int], name: String, backgroundColor: Color? = nil,
                               registeredDecoration: (@Sendable (String) -> CellContent?)? = nil) -> Example {
        // List sections are drawn in their list's look, as a layout file's are; their section
        // provider is asked once here (a list section is the same at every size).
        let environment = LayoutEnvironment(container: LayoutContainer(contentSize: Size(width: 375, height: 667)))
        let lists = itemCounts.indices.map { index in
            compositional?.sectionProvider(index, environment)?.listConfiguration.map { ListStyle($0) }
        }
        let background = backgroundColor ?? lists.lazy.compactMap { $0?.backgroundColor }.first ?? Palette.background
        let dataSource = LayoutFileContent.dataSource(content: LayoutContentDescription(), itemCounts: itemCounts,
                                                      backgroundColor: background, lists: lists, registeredDecoration: registeredDecoration)
        var document: (@Sendable (Size) -> LayoutDocument?)?
        if let compositional {
            let described = Example(name: name, title: name, summary: "a Swift file", layout: compositional, dataSource: dataSource)
            document = { described.document(for: $0) }
        }
        return Example(name: name, title: name, summary: "a Swift file", layout: layout, dataSource: dataSource, document: document)
    }
}
