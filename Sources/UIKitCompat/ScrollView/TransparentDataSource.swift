import CollectionLayout
import CollectionView

/// A nested collection view's data source as its engine draws it: the same items, over no
/// background of the engine's own — the view's background is drawn as any view's is, within its
/// corners, behind what the engine draws.
///
/// `@unchecked Sendable`: the data sources it wraps are used on the thread that draws.
final class TransparentDataSource: UpdatingDataSource, @unchecked Sendable {
    let base: any CollectionDataSource

    init(_ base: any CollectionDataSource) {
        self.base = base
    }

    func numberOfSections() -> Int { base.numberOfSections() }
    func numberOfItems(inSection section: Int) -> Int { base.numberOfItems(inSection: section) }
    func content(forItemAt indexPath: IndexPath) -> CellContent { base.content(forItemAt: indexPath) }
    func content(forSupplementaryOfKind kind: String, at indexPath: IndexPath) -> CellContent? {
        base.content(forSupplementaryOfKind: kind, at: indexPath)
    }
    func content(forDecorationOfKind kind: String, at indexPath: IndexPath) -> CellContent? {
        base.content(forDecorationOfKind: kind, at: indexPath)
    }
    var backgroundColor: Color { .clear }
    func elementsDisplayed(_ elements: [LayoutAttributes]) { base.elementsDisplayed(elements) }

    func observeUpdates(_ observer: @escaping (DataSourceUpdate) -> Void) -> UpdateObservation {
        guard let updating = base as? any UpdatingDataSource else { return UpdateObservation {} }
        return updating.observeUpdates(observer)
    }
}
