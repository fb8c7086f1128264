import CollectionLayout
import CollectionView

/// Replays a batch update on the old snapshot's contents the way a collection view does, to
/// check that `changes(from:)` describes the new contents exactly.
///
/// Sections and items that are inserted or moved take the places the update names; the ones
/// that stay fill the remaining places in their old order. Identifiers for inserted places come
/// from the new snapshot, as the data source supplies them.
struct BatchUpdateReplay {
    let old: Snapshot
    let new: Snapshot

    /// The contents the update gives, or a line saying why it cannot be applied.
    func replay(_ changes: SnapshotChanges) -> Result<[String: [Int]], ReplayError> {
        let oldSections = old.sectionIdentifiers
        var removedSections = Set(changes.deletedSections)
        var placedSections: [Int: String] = [:]
        for index in changes.insertedSections { placedSections[index] = new.sectionIdentifiers[index] }
        for move in changes.movedSections {
            removedSections.insert(move.from)
            placedSections[move.to] = oldSections[move.from]
        }
        var staying = oldSections.indices.filter { !removedSections.contains($0) }.map { oldSections[$0] }.makeIterator()
        var sections: [String] = []
        for index in 0..<new.numberOfSections {
            if let placed = placedSections[index] { sections.append(placed) } else if let next = staying.next() { sections.append(next) }
            else { return .failure(ReplayError("section \(index) has nothing to fill it")) }
        }
        if staying.next() != nil { return .failure(ReplayError("old sections left over")) }

        let inserted = Set(changes.insertedSections)
        var removedItems = Set(changes.deletedItems)
        var placedItems: [IndexPath: Int] = [:]
        for path in changes.insertedItems { placedItems[path] = new.itemIdentifier(at: path) }
        for move in changes.movedItems {
            removedItems.insert(move.from)
            placedItems[move.to] = old.itemIdentifier(at: move.from)
        }
        var result: [String: [Int]] = [:]
        for (index, section) in sections.enumerated() {
            let count = new.numberOfItems(inSection: new.sectionIdentifiers[index])
            if inserted.contains(index) {
                result[section] = new.itemIdentifiers(inSection: section)
                continue
            }
            let oldIndex = old.indexOfSection(section)!
            var stayingItems = old.itemIdentifiers(inSection: section).enumerated()
                .filter { !removedItems.contains(IndexPath(item: $0.offset, section: oldIndex)) }.map(\.element).makeIterator()
            var items: [Int] = []
            for item in 0..<count {
                if let placed = placedItems[IndexPath(item: item, section: index)] { items.append(placed) }
                else if let next = stayingItems.next() { items.append(next) }
                else { return .failure(ReplayError("item \(item) of section \(index) has nothing to fill it")) }
            }
            if stayingItems.next() != nil { return .failure(ReplayError("old items of \(section) left over")) }
            result[section] = items
        }
        return .success(result)
    }

    struct ReplayError: Error, Equatable {
        let reason: String
        init(_ reason: String) { self.reason = reason }
    }
}
