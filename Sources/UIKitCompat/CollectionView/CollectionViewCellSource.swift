import CollectionLayout
import CollectionView

/// Turns the cells and supplementary views a diffable data source's providers return into the
/// engine's content: it marks the place being provided on the collection view (so dequeuing is
/// allowed there), calls the provider, and draws what it returns in the section's list style.
///
/// The views on screen are kept (``ShownViews``): a provider is asked once for an element while
/// it stays on screen, and a view that leaves the screen goes back to its queue for reuse, as
/// UIKit's collection view asks its data source and reuses cells.
///
/// `@unchecked Sendable`: it holds UIKit's closures and collection view, used only where the
/// engine asks for content, on the thread that draws (the window's loop), as UIKit's main thread.
final class CollectionViewCellSource<ItemIdentifierType>: @unchecked Sendable {
    let collectionView: UICollectionView
    let cellProvider: (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    var supplementaryViewProvider: ((UICollectionView, String, IndexPath) -> UICollectionReusableView?)?
    private let shown: ShownViews
    private let displayed = DisplayedViews()
    /// The kinds and sections already reported as having no provider.
    private var reportedMissingProviders: Set<String> = []

    init(collectionView: UICollectionView,
         cellProvider: @escaping (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        shown = ShownViews(reuse: collectionView.reuse)
        collectionView.shownViews = shown
    }

    /// The cell the provider returns for `item` at `indexPath`, configured where it is shown.
    func cell(forItem item: ItemIdentifierType, at indexPath: IndexPath) -> UICollectionViewCell {
        cell(forItem: item, at: indexPath, list: listConfiguration(ofSection: indexPath.section))
    }

    /// The content of the cell the provider returns for `item` at `indexPath`.
    func content(forItem item: ItemIdentifierType, at indexPath: IndexPath) -> CellContent {
        let key = ShownViews.Key(indexPath: indexPath, kind: nil)
        if let content = shown.content(at: key, item: item as? AnyHashable) { return content }
        let list = listConfiguration(ofSection: indexPath.section)
        let cell: UICollectionViewCell
        if let changed = shown.changedView(at: key, item: item as? AnyHashable) as? UICollectionViewCell {
            cell = changed
        } else {
            cell = self.cell(forItem: item, at: indexPath, list: list)
            // The collection view gives a cell its selection once the data source returns it, as UIKit does.
            cell.isSelected = collectionView.selectedItem == indexPath
        }
        var content = cell.cellContent(in: style(for: list), at: indexPath, kind: nil, of: collectionView)
        content.fixedHeight = collectionView.fixedHeight(ofElementKind: nil, at: indexPath)
        if list?.appearance == .insetGrouped { roundInCard(&content, at: indexPath) }
        shown.show(cell, content: content, at: key, item: item as? AnyHashable)
        return content
    }

    /// An inset grouped section's first row is cut to its card's top corners and its last row
    /// to the bottom ones, as UIKit masks the cells of the card, so a cell's own fill or views
    /// do not square its corners.
    private func roundInCard(_ content: inout CellContent, at indexPath: IndexPath) {
        let count = collectionView.numberOfItems(inSection: indexPath.section)
        var corners: RectCorners = []
        if indexPath.item == 0 { corners.formUnion([.topLeft, .topRight]) }
        if indexPath.item == count - 1 { corners.formUnion([.bottomLeft, .bottomRight]) }
        guard !corners.isEmpty else { return }
        content.cornerRadius = ListMetrics.insetGroupedCornerRadius
        content.clipCorners = corners
    }

    /// Takes back the views of elements no longer on screen.
    func elementsDisplayed(_ elements: [LayoutAttributes]) {
        // The delegate hears of a view leaving before it goes back to its queue.
        let onScreen = ShownViews.keys(of: elements)
        displayed.update(onScreen, in: collectionView) { shown.view(at: $0) }
        shown.keep(onScreen)
    }

    /// The data changed: every view on screen leaves it, and is provided again (and reused).
    func dataChanged() {
        displayed.endAll(in: collectionView) { shown.view(at: $0) }
        shown.releaseAll()
    }

    /// What each view on screen draws, by where it is shown.
    func contentsShown() -> [ShownViews.Key: CellContent] { shown.contents }

    /// The views on screen follow a batch update of a data source whose items are their index
    /// paths: a cell moves with its item, a supplementary view with its section when no item
    /// there changed; deleted, reloaded and reconfigured items, and views of changed sections,
    /// leave (and are provided again).
    func follow(_ mapping: BatchMapping) {
        let batch = mapping.batch
        let newKey = { (key: ShownViews.Key) -> ShownViews.Key? in
            if key.kind == nil {
                guard !batch.reloadedItems.contains(key.indexPath), !batch.reconfiguredItems.contains(key.indexPath),
                      let path = mapping.newItemPath(key.indexPath) else { return nil }
                return ShownViews.Key(indexPath: path, kind: nil)
            }
            guard !mapping.itemsChange(inOldSection: key.indexPath.section),
                  let section = mapping.newSectionIndex(key.indexPath.section) else { return nil }
            return ShownViews.Key(indexPath: IndexPath(item: key.indexPath.item, section: section), kind: key.kind)
        }
        displayed.rekey(newKey, in: collectionView) { shown.view(at: $0) }
        shown.rekey(newKey) { $0.kind == nil ? AnyHashable($0.indexPath) : nil }
    }

    private func cell(forItem item: ItemIdentifierType, at indexPath: IndexPath, list: ListConfiguration?) -> UICollectionViewCell {
        let cell = providing(ReusableViewPlacement(indexPath: indexPath, elementKind: nil, list: list, rowMargins: rowMargins(in: list))) {
            cellProvider(collectionView, indexPath, item)
        }
        guard let cell else {
            fatalError("UICollectionViewDiffableDataSource: the cell provider returned nil for the item at \(indexPath.uikitDescription); it must return a cell for every item")
        }
        return cell
    }

    /// The content of the view the supplementary provider returns; nil (hidden) when it returns
    /// nil. With no provider, where UIKit stops the app, one line on standard error names the
    /// kind and the section (once each) and the element is drawn empty.
    func content(forSupplementaryOfKind kind: String, at indexPath: IndexPath) -> CellContent? {
        guard let supplementaryViewProvider else {
            if reportedMissingProviders.insert("\(kind)/\(indexPath.section)").inserted {
                ConsoleLog.write("UICollectionViewDiffableDataSource: the layout has a supplementary view of kind \"\(kind)\" in section \(indexPath.section) but the data source has no supplementaryViewProvider (UIKit stops here); drawn empty")
            }
            return CellContent()
        }
        let key = ShownViews.Key(indexPath: indexPath, kind: kind)
        if let content = shown.content(at: key, item: nil) { return content }
        let list = listConfiguration(ofSection: indexPath.section)
        let view = providing(ReusableViewPlacement(indexPath: indexPath, elementKind: kind, list: list, rowMargins: rowMargins(in: list))) {
            supplementaryViewProvider(collectionView, kind, indexPath)
        }
        guard let view else { return nil }
        var content = view.cellContent(in: style(for: list), at: indexPath, kind: kind)
        content.fixedHeight = collectionView.fixedHeight(ofElementKind: kind, at: indexPath)
        shown.show(view, content: content, at: key, item: nil)
        return content
    }

    /// What a view of the class the layout registered for `kind` shows; else a list section's
    /// separators and cards in its list's look; other decorations are clear.
    func content(forDecorationOfKind kind: String, at indexPath: IndexPath) -> CellContent? {
        if let registered = collectionView.collectionViewLayout.registeredDecorationContent(ofKind: kind) { return registered }
        return listConfiguration(ofSection: indexPath.section).flatMap { ListStyle($0).decoration(kind: kind, at: indexPath) } ?? CellContent()
    }

    /// What shows behind the cells: the collection view's background colour, else the first
    /// list section's background, else UIKit's default for a collection view since iOS 13,
    /// `systemBackground` (white, black in dark appearance).
    var backgroundColor: Color {
        if let color = collectionView.backgroundColor { return color.color }
        return listConfiguration(ofSection: 0).map { ListStyle($0).backgroundColor } ?? .systemBackground
    }

    private func providing<View>(_ placement: ReusableViewPlacement, _ provide: () -> View) -> View {
        let outer = collectionView.viewBeingProvided
        collectionView.viewBeingProvided = placement
        defer { collectionView.viewBeingProvided = outer }
        return provide()
    }

    /// The collection view's side margins for rows of a plain or grouped list (see
    /// `ReusableViewPlacement.rowMargins`).
    private func rowMargins(in list: ListConfiguration?) -> NSDirectionalEdgeInsets? {
        guard let appearance = list?.appearance, !appearance.insetsRows else { return nil }
        return collectionView.directionalLayoutMargins
    }

    private func style(for list: ListConfiguration?) -> ListStyle {
        ListStyle(list ?? ListConfiguration(appearance: .plain))
    }

    /// The list configuration of `section` when the layout is a compositional layout whose section
    /// there is a list, asked of the layout at the collection view's size.
    ///
    /// Kept per section for the layout, size and screen it was asked at: the background is asked
    /// for every frame, and a provider asked again each time would cost more than the frame.
    private func listConfiguration(ofSection section: Int) -> ListConfiguration? {
        guard let layout = collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout else { return nil }
        let size = Size(width: Double(collectionView.bounds.width), height: Double(collectionView.bounds.height))
        let asked = ListConfigurationKey(layout: ObjectIdentifier(layout), size: size, host: LayoutHost.current)
        if asked != listConfigurationKey {
            listConfigurationKey = asked
            listConfigurations.removeAll()
        }
        if let known = listConfigurations[section] { return known }
        let environment = LayoutEnvironment(container: LayoutContainer(contentSize: size))
        let found = layout.compositionalLayout.sectionProvider(section, environment)?.listConfiguration
        listConfigurations[section] = .some(found)
        return found
    }

    private struct ListConfigurationKey: Equatable {
        let layout: ObjectIdentifier
        let size: Size
        let host: LayoutHost?
    }

    private var listConfigurationKey: ListConfigurationKey?
    private var listConfigurations: [Int: ListConfiguration?] = [:]
}
