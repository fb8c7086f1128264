import OrderedCollections

/// The edits every public one is made of: taking items out and putting runs of items in, with
/// the section ends kept in step.
extension DiffableDataSourceSnapshot {
    /// Repeated identifiers in `identifiers`, each named once, in the order they repeat.
    @inlinable
    static func repeats<Identifier: Hashable>(in identifiers: [Identifier]) -> [Identifier] {
        var seen = Set<Identifier>(minimumCapacity: identifiers.count)
        var repeated: OrderedSet<Identifier> = []
        for identifier in identifiers where !seen.insert(identifier).inserted {
            repeated.append(identifier)
        }
        return repeated.elements
    }

    /// Takes the items at `indices` (ascending, in range) out of the snapshot; `keepingMarks`
    /// leaves their reload marks, for items that are only moving.
    @inlinable
    mutating func removeItems(atSortedIndices indices: [Int], keepingMarks: Bool = false) {
        guard !indices.isEmpty else { return }
        var removedBefore = Array(repeating: 0, count: sectionEnds.count)
        for index in indices { removedBefore[section(containingItemAt: index)] += 1 }
        var removed = 0
        for section in sectionEnds.indices {
            removed += removedBefore[section]
            sectionEnds[section] -= removed
        }
        if !keepingMarks, !reloadedItems.isEmpty || !reconfiguredItems.isEmpty {
            for index in indices {
                let item = items[index]
                reloadedItems.remove(item)
                reconfiguredItems.remove(item)
            }
        }
        items.remove(atSortedPositions: indices)
    }

    /// Puts `identifiers` (none of them in the snapshot) at `index` among all items, as part of
    /// section `section`, whose run must reach `index`.
    @inlinable
    mutating func insertItems(_ identifiers: [ItemIdentifierType], at index: Int, inSection section: Int) {
        guard !identifiers.isEmpty else { return }
        let inserted = items.insert(identifiers, at: index)
        assert(inserted, "placing identifiers that are already in the snapshot")
        for later in section..<sectionEnds.count { sectionEnds[later] += identifiers.count }
    }

    /// Puts `identifiers` into section `section` at the place `destination` gives once the ones
    /// already in the snapshot have been taken out of where they were (UIKit moves them).
    @inlinable
    mutating func placeItems(_ identifiers: [ItemIdentifierType], call: String,
                             destination: (Self) -> (index: Int, section: Int)) throws(SnapshotMisuse) {
        if try appendNewItems(identifiers, at: destination(self)) { return }
        let repeated = Self.repeats(in: identifiers)
        guard repeated.isEmpty else { throw .repeated(repeated, kind: "item", call: call) }
        let present = identifiers.compactMap { items.index(of: $0) }.sorted()
        removeItems(atSortedIndices: present, keepingMarks: true)
        let place = destination(self)
        insertItems(identifiers, at: place.index, inSection: place.section)
    }

    /// Appends `identifiers` after every item when that is where they go and none is in the
    /// snapshot yet, looking none up one by one: the common case of filling a snapshot. False, with
    /// nothing changed, when the general path must place them.
    @inlinable
    mutating func appendNewItems(_ identifiers: [ItemIdentifierType], at place: (index: Int, section: Int)) throws(SnapshotMisuse) -> Bool {
        guard place.index == items.count, !identifiers.isEmpty else { return false }
        guard items.insert(identifiers, at: items.count) else { return false }
        for later in place.section..<sectionEnds.count { sectionEnds[later] += identifiers.count }
        return true
    }

    /// The index of an existing item, or the misuse of naming one that is not there.
    @inlinable
    func existingItem(_ identifier: ItemIdentifierType, call: String) throws(SnapshotMisuse) -> Int {
        guard let index = items.index(of: identifier) else { throw .unknownItems([identifier], call: call) }
        return index
    }

    /// The index of an existing section, or the misuse of naming one that is not there.
    @inlinable
    func sectionIndex(_ identifier: SectionIdentifierType, call: String) throws(SnapshotMisuse) -> Int {
        guard let index = sections.firstIndex(of: identifier) else { throw .unknownSections([identifier], call: call) }
        return index
    }
}
