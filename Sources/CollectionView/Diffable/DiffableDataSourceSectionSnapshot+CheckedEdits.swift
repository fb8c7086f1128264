import OrderedCollections

extension DiffableDataSourceSectionSnapshot {
    /// The outline's edits, each throwing ``SnapshotMisuse`` where the outline's own method of
    /// the same name stops the program: `try outline.checked.append(ids, to: parent)`. An edit
    /// that throws leaves the outline as it was.
    public var checked: CheckedEdits {
        get { CheckedEdits(snapshot: self) }
        _modify {
            var edits = CheckedEdits(snapshot: self)
            self = Self()
            defer { self = edits.snapshot }
            yield &edits
        }
    }

    /// Outline edits that throw instead of stopping the program; see ``checked``.
    public struct CheckedEdits: Sendable {
        /// The outline being edited.
        public private(set) var snapshot: DiffableDataSourceSectionSnapshot

        init(snapshot: DiffableDataSourceSectionSnapshot) {
            self.snapshot = snapshot
        }

        /// Adds `items` as the last children of `parent`, or at the end of the outline's top
        /// level when `parent` is nil. None may be in the outline already.
        public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) throws(SnapshotMisuse) {
            let call = "append(_:to:)"
            try append(Self.flat(items, call: call), to: parent, call: call)
        }

        /// Adds `outline` under `parent` (or at the top level), after its last child, keeping the
        /// outline's shape and expansion.
        public mutating func append(_ outline: DiffableDataSourceSectionSnapshot, to parent: ItemIdentifierType? = nil) throws(SnapshotMisuse) {
            try append(outline, to: parent, call: "append(_:to:)")
        }

        /// Adds `items` as siblings just before `destination`.
        public mutating func insert(_ items: [ItemIdentifierType], before destination: ItemIdentifierType) throws(SnapshotMisuse) {
            let call = "insert(_:before:)"
            try insert(Self.flat(items, call: call), at: destination, after: false, call: call)
        }

        /// Adds `items` as siblings just after `destination` and its descendants.
        public mutating func insert(_ items: [ItemIdentifierType], after destination: ItemIdentifierType) throws(SnapshotMisuse) {
            let call = "insert(_:after:)"
            try insert(Self.flat(items, call: call), at: destination, after: true, call: call)
        }

        /// Adds `outline` as siblings just before `destination`.
        public mutating func insert(_ outline: DiffableDataSourceSectionSnapshot, before destination: ItemIdentifierType) throws(SnapshotMisuse) {
            try insert(outline, at: destination, after: false, call: "insert(_:before:)")
        }

        /// Adds `outline` as siblings just after `destination` and its descendants.
        public mutating func insert(_ outline: DiffableDataSourceSectionSnapshot, after destination: ItemIdentifierType) throws(SnapshotMisuse) {
            try insert(outline, at: destination, after: true, call: "insert(_:after:)")
        }

        /// Removes `items` with all their descendants; items not in the outline are ignored.
        public mutating func delete(_ items: [ItemIdentifierType]) {
            var doomed = Array(repeating: false, count: snapshot.ordered.count)
            for item in items {
                guard let index = snapshot.ordered.firstIndex(of: item), !doomed[index] else { continue }
                for descendant in index..<snapshot.subtreeEnd(of: index) { doomed[descendant] = true }
            }
            guard doomed.contains(true) else { return }
            var kept = DiffableDataSourceSectionSnapshot()
            var elements: [ItemIdentifierType] = []
            for index in snapshot.ordered.indices where !doomed[index] {
                let item = snapshot.ordered[index]
                elements.append(item)
                kept.levels.append(snapshot.levels[index])
                if snapshot.expanded.contains(item) { kept.expanded.insert(item) }
            }
            kept.ordered = OrderedSet(uncheckedUniqueElements: elements)
            snapshot = kept
        }

        /// Removes every item.
        public mutating func deleteAll() {
            snapshot = DiffableDataSourceSectionSnapshot()
        }

        /// Shows the children of `items`; all must be in the outline.
        public mutating func expand(_ items: [ItemIdentifierType]) throws(SnapshotMisuse) {
            try checkKnown(items, call: "expand(_:)")
            snapshot.expanded.formUnion(items)
        }

        /// Hides the children of `items`; all must be in the outline.
        public mutating func collapse(_ items: [ItemIdentifierType]) throws(SnapshotMisuse) {
            try checkKnown(items, call: "collapse(_:)")
            snapshot.expanded.subtract(items)
        }

        /// Puts `outline` in place of the descendants of `parent`.
        public mutating func replace(childrenOf parent: ItemIdentifierType, using outline: DiffableDataSourceSectionSnapshot) throws(SnapshotMisuse) {
            let call = "replace(childrenOf:using:)"
            let index = try snapshot.existing(parent, call: call)
            var edited = self
            edited.delete(Array(snapshot.ordered.elements[index + 1..<snapshot.subtreeEnd(of: index)]))
            try edited.append(outline, to: parent, call: call)
            self = edited
        }

        private mutating func append(_ outline: DiffableDataSourceSectionSnapshot, to parent: ItemIdentifierType?, call: String) throws(SnapshotMisuse) {
            guard let parent else {
                try splice(outline, at: snapshot.ordered.count, level: 0, call: call)
                return
            }
            let index = try snapshot.existing(parent, call: call)
            try splice(outline, at: snapshot.subtreeEnd(of: index), level: snapshot.levels[index] + 1, call: call)
        }

        private mutating func insert(_ outline: DiffableDataSourceSectionSnapshot, at destination: ItemIdentifierType,
                                     after: Bool, call: String) throws(SnapshotMisuse) {
            let index = try snapshot.existing(destination, call: call)
            try splice(outline, at: after ? snapshot.subtreeEnd(of: index) : index, level: snapshot.levels[index], call: call)
        }

        /// Puts `outline` at `index` of the depth-first order, its top level at `level`.
        private mutating func splice(_ outline: DiffableDataSourceSectionSnapshot, at index: Int, level: Int, call: String) throws(SnapshotMisuse) {
            let present = outline.ordered.elements.filter(snapshot.ordered.contains)
            guard present.isEmpty else { throw SnapshotMisuse.existingItems(present, call: call).made(with: typeName) }
            if index == snapshot.ordered.count {
                snapshot.ordered.append(contentsOf: outline.ordered.elements)
            } else {
                var elements = snapshot.ordered.elements
                elements.insert(contentsOf: outline.ordered.elements, at: index)
                snapshot.ordered = OrderedSet(uncheckedUniqueElements: elements)
            }
            snapshot.levels.insert(contentsOf: outline.levels.map { $0 + level }, at: index)
            snapshot.expanded.formUnion(outline.expanded)
        }

        private func checkKnown(_ items: [ItemIdentifierType], call: String) throws(SnapshotMisuse) {
            let unknown = items.filter { !snapshot.ordered.contains($0) }
            guard unknown.isEmpty else { throw SnapshotMisuse.unknownItems(unknown, call: call).made(with: typeName) }
        }

        private var typeName: String { DiffableDataSourceSectionSnapshot.typeName }

        /// `items` as an outline of root items, refusing repeats.
        private static func flat(_ items: [ItemIdentifierType], call: String) throws(SnapshotMisuse) -> DiffableDataSourceSectionSnapshot {
            var outline = DiffableDataSourceSectionSnapshot()
            outline.ordered.reserveCapacity(items.count)
            for item in items where !outline.ordered.append(item).inserted {
                let repeated = DiffableDataSourceSnapshot<Int, ItemIdentifierType>.repeats(in: items)
                throw SnapshotMisuse.repeated(repeated, kind: "item", call: call).made(with: DiffableDataSourceSectionSnapshot.typeName)
            }
            outline.levels = Array(repeating: 0, count: items.count)
            return outline
        }
    }
}
