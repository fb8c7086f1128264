import CollectionLayout
import CollectionView

/// The views a collection view shows now, by element, and what they draw: a provider is asked
/// once for an element while it stays on screen, and views of elements that left it go back to
/// their reuse queues.
///
/// A view is kept for the screen it was made for: a change of traits (text size, direction) or
/// size makes it be provided again, as is a different item at its index path.
final class ShownViews {
    struct Key: Hashable {
        let indexPath: IndexPath
        /// nil for a cell.
        let kind: String?

        init(indexPath: IndexPath, kind: String?) {
            self.indexPath = indexPath
            self.kind = kind
        }

        /// Where the view of `element` is kept.
        init(of element: LayoutAttributes) {
            self.init(indexPath: element.indexPath, kind: element.category == .cell ? nil : element.elementKind)
        }
    }

    private struct Shown {
        let view: UICollectionReusableView
        let content: CellContent
        let item: AnyHashable?
        let host: LayoutHost?
        /// The view's ``UICollectionReusableView/contentRevision`` when its content was taken.
        let revision: Int
    }

    private let reuse: ReuseQueues
    private var shown: [Key: Shown] = [:]

    init(reuse: ReuseQueues) {
        self.reuse = reuse
    }

    /// How many views are on screen.
    var count: Int { shown.count }

    /// The views on screen with where they are shown, in index path order.
    var views: [(key: Key, view: UICollectionReusableView)] {
        shown.map { ($0.key, $0.value.view) }.sorted { ($0.key.indexPath, $0.key.kind ?? "") < ($1.key.indexPath, $1.key.kind ?? "") }
    }

    /// The view shown at `key`.
    func view(at key: Key) -> UICollectionReusableView? { shown[key]?.view }

    /// What the view at `key` draws, when it is shown for `item` on the current screen.
    func content(at key: Key, item: AnyHashable?) -> CellContent? {
        guard let entry = shown[key] else { return nil }
        guard entry.item == item, entry.host == LayoutHost.current else {
            release(key)
            return nil
        }
        return entry.view.contentRevision == entry.revision ? entry.content : nil
    }

    /// The view shown at `key` for `item` whose code changed what it shows since its content was
    /// taken (a visible cell's accessory set through `cellForRow(at:)`): its content is taken
    /// again from the same view, without asking the data source for a cell.
    func changedView(at key: Key, item: AnyHashable?) -> UICollectionReusableView? {
        guard let entry = shown[key], entry.item == item, entry.view.contentRevision != entry.revision else { return nil }
        return entry.view
    }

    /// Keeps `view`, drawing `content`, for `key`.
    func show(_ view: UICollectionReusableView, content: CellContent, at key: Key, item: AnyHashable?) {
        if let old = shown[key], old.view !== view { reuse.enqueue(old.view) }
        shown[key] = Shown(view: view, content: content, item: item, host: LayoutHost.current, revision: view.contentRevision)
    }

    /// Where the views of `elements` are kept: cells and supplementary views (decorations are
    /// not views a provider gives).
    static func keys(of elements: [LayoutAttributes]) -> Set<Key> {
        var keys = Set<Key>(minimumCapacity: elements.count)
        for element in elements where element.category != .decoration { keys.insert(Key(of: element)) }
        return keys
    }

    /// Sends the views not at `onScreen` back to their queues.
    func keep(_ onScreen: Set<Key>) {
        for key in shown.keys where !onScreen.contains(key) { release(key) }
    }

    /// What each view on screen draws, by where it is kept.
    var contents: [Key: CellContent] { shown.mapValues(\.content) }

    /// Moves each view to where `newKey` puts it, shown for the item `item` gives there; views it
    /// puts nowhere go back to their queues.
    func rekey(_ newKey: (Key) -> Key?, item: (Key) -> AnyHashable?) {
        var moved: [Key: Shown] = [:]
        for (key, entry) in shown {
            guard let new = newKey(key) else {
                reuse.enqueue(entry.view)
                continue
            }
            moved[new] = Shown(view: entry.view, content: entry.content, item: item(new), host: entry.host, revision: entry.revision)
        }
        shown = moved
    }

    /// Sends every view back to its queue.
    func releaseAll() {
        for entry in shown.values { reuse.enqueue(entry.view) }
        shown.removeAll()
    }

    private func release(_ key: Key) {
        if let entry = shown.removeValue(forKey: key) { reuse.enqueue(entry.view) }
    }
}
