import CollectionLayout
import CollectionView

extension Gallery {
    /// A layout file shown as an example: its layout, with the content it describes (placeholder
    /// tiles labelled by index where it describes none). Exported, it is the file again.
    public static func example(for document: LayoutDocument, name: String) -> Example {
        Example(name: name, title: document.name ?? name, summary: "a layout file",
                layout: DocumentLayout(document: document), dataSource: LayoutFileContent.dataSource(for: document),
                document: { _ in document })
    }
}

/// A layout file's layout, solved for whatever size the window has.
struct DocumentLayout: CollectionViewLayout {
    let document: LayoutDocument

    func solveLayout(container: Size, itemCounts: [Int]) throws(LayoutError) -> any SolvedCollectionLayout {
        try document.solve(container: container)
    }

    func solveLayout(container: Size, itemCounts: [Int], measurements: LayoutMeasurements) throws(LayoutError) -> any SolvedCollectionLayout {
        try solveLayout(container: container, itemCounts: itemCounts, measurements: measurements, layoutDirection: .leftToRight)
    }

    func solveLayout(container: Size, itemCounts: [Int], measurements: LayoutMeasurements,
                     layoutDirection: LayoutDirection) throws(LayoutError) -> any SolvedCollectionLayout {
        guard case .compositional(let compositional) = document.layout else { return try document.solve(container: container) }
        return try compositional.layout.solve(container: container, itemCounts: compositional.itemCounts, measurements: measurements,
                                              layoutDirection: layoutDirection)
    }
}
