/// UIKit's outline edits: each stops the program with a ``SnapshotMisuse`` message where UIKit
/// raises; ``DiffableDataSourceSectionSnapshot/checked`` has the same edits throwing instead.
extension DiffableDataSourceSectionSnapshot {
    /// Adds `items` as the last children of `parent`, or at the end of the top level when
    /// `parent` is nil. None may be in the outline already, and `parent` must be.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        do { try checked.append(items, to: parent) } catch { error.trap() }
    }

    /// Adds another outline under `parent` (or at the top level), keeping its shape and expansion.
    public mutating func append(_ snapshot: Self, to parent: ItemIdentifierType? = nil) {
        do { try checked.append(snapshot, to: parent) } catch { error.trap() }
    }

    /// Adds `items` as siblings just before `item`.
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        do { try checked.insert(items, before: item) } catch { error.trap() }
    }

    /// Adds `items` as siblings just after `item` and its descendants.
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        do { try checked.insert(items, after: item) } catch { error.trap() }
    }

    /// Adds another outline as siblings just before `item`.
    public mutating func insert(_ snapshot: Self, before item: ItemIdentifierType) {
        do { try checked.insert(snapshot, before: item) } catch { error.trap() }
    }

    /// Adds another outline as siblings just after `item` and its descendants.
    public mutating func insert(_ snapshot: Self, after item: ItemIdentifierType) {
        do { try checked.insert(snapshot, after: item) } catch { error.trap() }
    }

    /// Removes `items` with all their descendants; items not in the outline are ignored.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        checked.delete(items)
    }

    /// Removes every item.
    public mutating func deleteAll() {
        self = Self()
    }

    /// Shows the children of `items`; all must be in the outline.
    public mutating func expand(_ items: [ItemIdentifierType]) {
        do { try checked.expand(items) } catch { error.trap() }
    }

    /// Hides the children of `items`; all must be in the outline.
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        do { try checked.collapse(items) } catch { error.trap() }
    }

    /// Puts `snapshot` in place of the descendants of `parent`, which must be in the outline.
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: Self) {
        do { try checked.replace(childrenOf: parent, using: snapshot) } catch { error.trap() }
    }
}
