import CollectionLayout
import CollectionView

/// A named layout with its data, ready to solve for any window size.
public struct Example: Sendable {
    /// The name `--example` takes.
    public let name: String
    /// One line for `--list-examples`.
    public let summary: String
    /// Shown in the window title.
    public let title: String
    /// The layout, solved for the window's size and the data source's counts.
    public let layout: any CollectionViewLayout
    /// What the cells show, and how many there are.
    public let dataSource: any CollectionDataSource
    /// Where the window opens scrolled to, as a `scrollToItem(at:at:animated:)` made before it
    /// was shown asks (a `--swift` file's `configure(_:)`); nil opens it at the start.
    public var initialScroll: (indexPath: IndexPath, position: ScrollPosition)?
    /// Which way the example's interface runs unless the command line says otherwise.
    public var layoutDirection = LayoutDirection.leftToRight
    /// Whether the main axis pages by the view's length (a `--swift` file's
    /// `collectionView.isPagingEnabled`).
    public var isPagingEnabled = false
    /// How the safe area adds to the content's inset (a `--swift` file's
    /// `collectionView.contentInsetAdjustmentBehavior`); `.automatic` unless set.
    public var contentInsetAdjustment = ContentInsetAdjustment.automatic
    /// For a view controller's screen: registers what to do when the screen shows another
    /// collection view (a push, a pop, a tab), handing it that view's example and the content
    /// offset it was left at (nil: its resting top). Nil for an example that is one layout.
    public var followsScreen: (@Sendable (_ shown: @escaping (Example, Point?) -> Void) -> Void)?
    /// Keys the example answers in the window, beyond the window's own.
    public internal(set) var keyCommands: [ExampleKeyCommand] = []
    private let describer: (@Sendable (Size) -> LayoutDocument?)?
    /// The same example with another item count, for examples whose content goes on for any count.
    private var itemCountVariant: (@Sendable (Int) -> Example)?

    /// An example showing `layout` with `dataSource`; `document` writes it as a layout file, when one can.
    public init(name: String, title: String, summary: String, layout: any CollectionViewLayout,
                dataSource: any CollectionDataSource, document: (@Sendable (Size) -> LayoutDocument?)? = nil) {
        self.name = name
        self.title = title
        self.summary = summary
        self.layout = layout
        self.dataSource = dataSource
        self.describer = document
    }

    /// An example showing the compositional `layout` with `dataSource`, which `document(for:)`
    /// writes as a layout file.
    public init(name: String, title: String, summary: String, layout: CompositionalLayout, dataSource: any CollectionDataSource) {
        let itemCounts = dataSource.itemCounts
        self.init(name: name, title: title, summary: summary, layout: layout, dataSource: dataSource, document: { size in
            // The provider's sections for this size, as a layout file would hold them.
            let environment = LayoutEnvironment(container: LayoutContainer(contentSize: size))
            var sections: [LayoutSection] = []
            for index in itemCounts.indices {
                guard let section = layout.sectionProvider(index, environment) else { return nil }
                // A visible-items handler written in Swift has no layout file form; a built-in effect has.
                if let handler = section.visibleItemsInvalidationHandler, handler.effect == nil { return nil }
                sections.append(section)
            }
            return LayoutDocument(name: title, layout: .compositional(
                CompositionalDocument(configuration: layout.configuration, sections: sections, itemCounts: itemCounts)))
        })
    }

    /// The same example with `count` items (`--items`), or nil when its content is fixed.
    public func with(itemCount count: Int) -> Example? {
        itemCountVariant?(count)
    }

    /// Declares that the example's content goes on for any item count, made by `make`.
    func scalable(_ make: @escaping @Sendable (Int) -> Example) -> Example {
        var example = self
        example.itemCountVariant = make
        return example
    }

    /// The example answering `commands` in the window.
    func answering(_ commands: [ExampleKeyCommand]) -> Example {
        var example = self
        example.keyCommands = commands
        return example
    }

    /// Whether `--items` can give this example another item count.
    public var isScalable: Bool { itemCountVariant != nil }

    /// The example as a layout file describes it at `size`; nil for examples a file cannot express.
    public func document(for size: Size) -> LayoutDocument? {
        describer?(size)
    }

    /// Item counts by section, from the data source.
    public var itemCounts: [Int] { dataSource.itemCounts }

    /// The layout solved for `container` with the data source's item counts, in an interface
    /// running `direction` (mirrored right to left when the layout flips).
    public func solve(container: Size, direction: LayoutDirection = .leftToRight) throws(LayoutError) -> any SolvedCollectionLayout {
        try layout.solveLayout(container: container, itemCounts: itemCounts, shownIn: direction)
    }
}
