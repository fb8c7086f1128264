import OrderedCollections
/// UIKit's edits: each stops the program with a ``SnapshotMisuse`` message where UIKit raises;
/// ``DiffableDataSourceSnapshot/checked`` has the same edits throwing instead.
extension DiffableDataSourceSnapshot {
    /// Adds sections after the last one; none may be in the snapshot already.
    @inlinable
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        do { try checked.appendSections(identifiers) } catch { error.trap() }
    }

    /// Adds sections before the section `destination`.
    @inlinable
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection destination: SectionIdentifierType) {
        do { try checked.insertSections(identifiers, beforeSection: destination) } catch { error.trap() }
    }

    /// Adds sections after the section `destination`.
    @inlinable
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection destination: SectionIdentifierType) {
        do { try checked.insertSections(identifiers, afterSection: destination) } catch { error.trap() }
    }

    /// Removes sections and their items; identifiers not in the snapshot are ignored.
    @inlinable
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        checked.deleteSections(identifiers)
    }

    /// Moves the section `identifier`, with its items, before the section `destination`.
    @inlinable
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection destination: SectionIdentifierType) {
        do { try checked.moveSection(identifier, beforeSection: destination) } catch { error.trap() }
    }

    /// Moves the section `identifier`, with its items, after the section `destination`.
    @inlinable
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection destination: SectionIdentifierType) {
        do { try checked.moveSection(identifier, afterSection: destination) } catch { error.trap() }
    }

    /// Marks sections to be reloaded when the snapshot is applied.
    @inlinable
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        do { try checked.reloadSections(identifiers) } catch { error.trap() }
    }

    /// Adds items at the end of the section `section`, or of the last section when none is
    /// named; items already in the snapshot move there, as in UIKit.
    @inlinable
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection section: SectionIdentifierType? = nil) {
        do { try checked.appendItems(identifiers, toSection: section) } catch { error.trap() }
    }

    /// Adds items before the item `destination`, in its section.
    @inlinable
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem destination: ItemIdentifierType) {
        do { try checked.insertItems(identifiers, beforeItem: destination) } catch { error.trap() }
    }

    /// Adds items after the item `destination`, in its section.
    @inlinable
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem destination: ItemIdentifierType) {
        do { try checked.insertItems(identifiers, afterItem: destination) } catch { error.trap() }
    }

    /// Removes items; identifiers not in the snapshot are ignored.
    @inlinable
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        checked.deleteItems(identifiers)
    }

    /// Removes every item and every section.
    @inlinable
    public mutating func deleteAllItems() {
        self = Self()
    }

    /// Moves the item `identifier` before the item `destination`, into its section.
    @inlinable
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem destination: ItemIdentifierType) {
        do { try checked.moveItem(identifier, beforeItem: destination) } catch { error.trap() }
    }

    /// Moves the item `identifier` after the item `destination`, into its section.
    @inlinable
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem destination: ItemIdentifierType) {
        do { try checked.moveItem(identifier, afterItem: destination) } catch { error.trap() }
    }

    /// Marks items to be reloaded (a new cell) when the snapshot is applied.
    @inlinable
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        do { try checked.reloadItems(identifiers) } catch { error.trap() }
    }

    /// Marks items to be reconfigured (the same cell, new content) when the snapshot is applied.
    @inlinable
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        do { try checked.reconfigureItems(identifiers) } catch { error.trap() }
    }
}
