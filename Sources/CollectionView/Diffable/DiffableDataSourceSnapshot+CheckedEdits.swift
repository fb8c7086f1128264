import OrderedCollections
extension DiffableDataSourceSnapshot {
    /// The snapshot's edits, each throwing ``SnapshotMisuse`` where the snapshot's own method of
    /// the same name stops the program: `try snapshot.checked.appendItems(ids, toSection: s)`.
    /// An edit that throws leaves the snapshot as it was.
    @inlinable public var checked: CheckedEdits {
        get { CheckedEdits(snapshot: self) }
        _modify {
            var edits = CheckedEdits(snapshot: self)
            self = Self()
            defer { self = edits.storedSnapshot }
            yield &edits
        }
    }

    /// Snapshot edits that throw instead of stopping the program; see ``checked``.
    public struct CheckedEdits: Sendable {
        @usableFromInline var storedSnapshot: DiffableDataSourceSnapshot

        /// The snapshot being edited.
        public var snapshot: DiffableDataSourceSnapshot { storedSnapshot }

        @inlinable init(snapshot: DiffableDataSourceSnapshot) {
            self.storedSnapshot = snapshot
        }

        /// Adds sections after the last one.
        @inlinable
        public mutating func appendSections(_ identifiers: [SectionIdentifierType]) throws(SnapshotMisuse) {
            try checkNewSections(identifiers, call: "appendSections(_:)")
            storedSnapshot.sections.append(contentsOf: identifiers)
            storedSnapshot.sectionEnds.append(contentsOf: repeatElement(storedSnapshot.items.count, count: identifiers.count))
        }

        /// Adds sections before the section `destination`.
        @inlinable
        public mutating func insertSections(_ identifiers: [SectionIdentifierType],
                                            beforeSection destination: SectionIdentifierType) throws(SnapshotMisuse) {
            let call = "insertSections(_:beforeSection:)"
            let index = try storedSnapshot.sectionIndex(destination, call: call)
            try checkNewSections(identifiers, destination: destination, call: call)
            insertEmptySections(identifiers, at: index)
        }

        /// Adds sections after the section `destination`.
        @inlinable
        public mutating func insertSections(_ identifiers: [SectionIdentifierType],
                                            afterSection destination: SectionIdentifierType) throws(SnapshotMisuse) {
            let call = "insertSections(_:afterSection:)"
            let index = try storedSnapshot.sectionIndex(destination, call: call)
            try checkNewSections(identifiers, destination: destination, call: call)
            insertEmptySections(identifiers, at: index + 1)
        }

        /// Removes sections and their items; identifiers not in the snapshot are ignored, as in UIKit.
        @inlinable
        public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
            let doomed = Set(identifiers.compactMap { storedSnapshot.sections.firstIndex(of: $0) })
            guard !doomed.isEmpty else { return }
            var itemIndices: [Int] = []
            for section in doomed.sorted() { itemIndices.append(contentsOf: storedSnapshot.itemRange(ofSection: section)) }
            storedSnapshot.removeItems(atSortedIndices: itemIndices)
            for section in doomed.sorted(by: >) {
                storedSnapshot.reloadedSections.remove(storedSnapshot.sections[section])
                storedSnapshot.sections.remove(at: section)
                storedSnapshot.sectionEnds.remove(at: section)
            }
        }

        /// Moves the section `identifier`, with its items, before the section `destination`.
        @inlinable
        public mutating func moveSection(_ identifier: SectionIdentifierType,
                                         beforeSection destination: SectionIdentifierType) throws(SnapshotMisuse) {
            try moveSection(identifier, to: destination, after: false, call: "moveSection(_:beforeSection:)")
        }

        /// Moves the section `identifier`, with its items, after the section `destination`.
        @inlinable
        public mutating func moveSection(_ identifier: SectionIdentifierType,
                                         afterSection destination: SectionIdentifierType) throws(SnapshotMisuse) {
            try moveSection(identifier, to: destination, after: true, call: "moveSection(_:afterSection:)")
        }

        /// Marks sections to be reloaded when the snapshot is applied; all must be in the snapshot.
        @inlinable
        public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) throws(SnapshotMisuse) {
            let unknown = identifiers.filter { !storedSnapshot.sections.contains($0) }
            guard unknown.isEmpty else { throw .unknownSections(unknown, call: "reloadSections(_:)") }
            storedSnapshot.reloadedSections.append(contentsOf: identifiers)
        }

        /// Adds items at the end of the section `section`, or of the last section when none is
        /// named. Items already in the snapshot move there, as in UIKit.
        @inlinable
        public mutating func appendItems(_ identifiers: [ItemIdentifierType],
                                         toSection section: SectionIdentifierType? = nil) throws(SnapshotMisuse) {
            let call = "appendItems(_:toSection:)"
            let target: SectionIdentifierType
            if let section {
                _ = try storedSnapshot.sectionIndex(section, call: call)
                target = section
            } else {
                guard let last = storedSnapshot.sections.last else { throw .noSections(call: call) }
                target = last
            }
            try storedSnapshot.placeItems(identifiers, call: call) { placed in
                let index = placed.sections.firstIndex(of: target)!
                return (placed.sectionEnds[index], index)
            }
        }

        /// Adds items before the item `destination`, in its section.
        @inlinable
        public mutating func insertItems(_ identifiers: [ItemIdentifierType],
                                         beforeItem destination: ItemIdentifierType) throws(SnapshotMisuse) {
            try insertItems(identifiers, at: destination, after: false, call: "insertItems(_:beforeItem:)")
        }

        /// Adds items after the item `destination`, in its section.
        @inlinable
        public mutating func insertItems(_ identifiers: [ItemIdentifierType],
                                         afterItem destination: ItemIdentifierType) throws(SnapshotMisuse) {
            try insertItems(identifiers, at: destination, after: true, call: "insertItems(_:afterItem:)")
        }

        /// Removes items; identifiers not in the snapshot are ignored, as in UIKit.
        @inlinable
        public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
            let indices = Set(identifiers.compactMap { storedSnapshot.items.index(of: $0) }).sorted()
            storedSnapshot.removeItems(atSortedIndices: indices)
        }

        /// Removes every item and every section, as UIKit's does.
        @inlinable
        public mutating func deleteAllItems() {
            storedSnapshot = DiffableDataSourceSnapshot()
        }

        /// Moves the item `identifier` before the item `destination`, into its section.
        @inlinable
        public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem destination: ItemIdentifierType) throws(SnapshotMisuse) {
            try moveItem(identifier, to: destination, after: false, call: "moveItem(_:beforeItem:)")
        }

        /// Moves the item `identifier` after the item `destination`, into its section.
        @inlinable
        public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem destination: ItemIdentifierType) throws(SnapshotMisuse) {
            try moveItem(identifier, to: destination, after: true, call: "moveItem(_:afterItem:)")
        }

        /// Marks items to be reloaded (a new cell) when the snapshot is applied; all must be in
        /// the snapshot.
        @inlinable
        public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) throws(SnapshotMisuse) {
            let unknown = identifiers.filter { !storedSnapshot.items.contains($0) }
            guard unknown.isEmpty else { throw .unknownItems(unknown, call: "reloadItems(_:)") }
            storedSnapshot.reloadedItems.append(contentsOf: identifiers)
        }

        /// Marks items to be reconfigured (the same cell, new content) when the snapshot is
        /// applied; all must be in the snapshot.
        @inlinable
        public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) throws(SnapshotMisuse) {
            let unknown = identifiers.filter { !storedSnapshot.items.contains($0) }
            guard unknown.isEmpty else { throw .unknownItems(unknown, call: "reconfigureItems(_:)") }
            storedSnapshot.reconfiguredItems.append(contentsOf: identifiers)
        }

        @inlinable
        func checkNewSections(_ identifiers: [SectionIdentifierType], destination: SectionIdentifierType? = nil,
                                      call: String) throws(SnapshotMisuse) {
            if let destination, identifiers.contains(destination) { throw .destinationAmongMoved(destination, call: call) }
            let repeated = DiffableDataSourceSnapshot.repeats(in: identifiers)
            guard repeated.isEmpty else { throw .repeated(repeated, kind: "section", call: call) }
            let existing = identifiers.filter { storedSnapshot.sections.contains($0) }
            guard existing.isEmpty else { throw .existingSections(existing, call: call) }
        }

        @inlinable
        mutating func insertEmptySections(_ identifiers: [SectionIdentifierType], at index: Int) {
            let start = index == 0 ? 0 : storedSnapshot.sectionEnds[index - 1]
            for (offset, identifier) in identifiers.enumerated() { storedSnapshot.sections.insert(identifier, at: index + offset) }
            storedSnapshot.sectionEnds.insert(contentsOf: repeatElement(start, count: identifiers.count), at: index)
        }

        @inlinable
        mutating func moveSection(_ identifier: SectionIdentifierType, to destination: SectionIdentifierType,
                                          after: Bool, call: String) throws(SnapshotMisuse) {
            let from = try storedSnapshot.sectionIndex(identifier, call: call)
            _ = try storedSnapshot.sectionIndex(destination, call: call)
            guard identifier != destination else { throw .destinationAmongMoved(destination, call: call) }
            let range = storedSnapshot.itemRange(ofSection: from)
            let moving = storedSnapshot.items.elements(in: range)
            storedSnapshot.removeItems(atSortedIndices: Array(range), keepingMarks: true)
            storedSnapshot.sections.remove(at: from)
            storedSnapshot.sectionEnds.remove(at: from)
            let to = storedSnapshot.sections.firstIndex(of: destination)! + (after ? 1 : 0)
            insertEmptySections([identifier], at: to)
            storedSnapshot.insertItems(moving, at: storedSnapshot.sectionEnds[to], inSection: to)
        }

        @inlinable
        mutating func insertItems(_ identifiers: [ItemIdentifierType], at destination: ItemIdentifierType,
                                          after: Bool, call: String) throws(SnapshotMisuse) {
            _ = try storedSnapshot.existingItem(destination, call: call)
            guard !identifiers.contains(destination) else { throw .destinationAmongMoved(destination, call: call) }
            try storedSnapshot.placeItems(identifiers, call: call) { placed in
                let index = placed.items.index(of: destination)!
                return (index + (after ? 1 : 0), placed.section(containingItemAt: index))
            }
        }

        @inlinable
        mutating func moveItem(_ identifier: ItemIdentifierType, to destination: ItemIdentifierType,
                                       after: Bool, call: String) throws(SnapshotMisuse) {
            _ = try storedSnapshot.existingItem(identifier, call: call)
            try insertItems([identifier], at: destination, after: after, call: call)
        }
    }
}
