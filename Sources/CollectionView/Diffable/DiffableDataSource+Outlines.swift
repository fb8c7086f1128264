import CollectionLayout

extension DiffableDataSource {
    /// Shows `sectionSnapshot` as the section `section`: the section's items become the
    /// outline's visible items (the section is added after the others when it is new), diffed
    /// and animated as any apply is; items whose expansion changed redraw their disclosure in place.
    public func apply(_ sectionSnapshot: SectionSnapshot, to section: SectionIdentifierType,
                      animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let (snapshot, previous) = state.withLock { state in (state.snapshot, state.outlines[section]) }
        var updated = snapshot
        if updated.indexOfSection(section) == nil {
            updated.appendSections([section])
        } else {
            updated.deleteItems(updated.itemIdentifiers(inSection: section))
        }
        let visible = sectionSnapshot.visibleItems
        updated.appendItems(visible, toSection: section)
        let toggled = visible.filter { item in
            snapshot.indexOfItem(item) != nil && (previous?.isExpanded(item) ?? false) != sectionSnapshot.isExpanded(item)
        }
        updated.reconfigureItems(toggled)
        state.withLock { $0.outlines[section] = sectionSnapshot }
        apply(updated, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// The outline of the section `section`: the last one applied to it while its items are
    /// still that outline's visible items, otherwise its items as root items; empty for a
    /// section not shown.
    public func snapshot(for section: SectionIdentifierType) -> SectionSnapshot {
        state.withLock { state in
            if let outline = state.outlines[section] { return outline }
            var flat = SectionSnapshot()
            if state.snapshot.indexOfSection(section) != nil { flat.append(state.snapshot.itemIdentifiers(inSection: section)) }
            return flat
        }
    }
}

extension DiffableDataSource: OutlineDataSource {
    /// Expands the item at `indexPath` when it is collapsed and collapses it when it is
    /// expanded, asking ``sectionSnapshotHandlers`` first, and applies the outline animated.
    /// False, with nothing changed, when the item is no parent in an outline.
    @discardableResult
    public func toggleOutlineItem(at indexPath: IndexPath) -> Bool {
        let found = state.withLock { state -> (SectionIdentifierType, ItemIdentifierType, SectionSnapshot)? in
            guard let item = state.snapshot.itemIdentifier(at: indexPath),
                  let section = Self.section(at: indexPath.section, of: state.snapshot),
                  let outline = state.outlines[section] else { return nil }
            return (section, item, outline)
        }
        guard let (section, item, outline) = found else { return false }
        let handlers = sectionSnapshotHandlers
        let hasChildren = !outline.snapshot(of: item).items.isEmpty
        if outline.isExpanded(item) {
            guard hasChildren, handlers.shouldCollapseItem?(item) ?? true else { return false }
            handlers.willCollapseItem?(item)
            var collapsed = outline
            collapsed.collapse([item])
            apply(collapsed, to: section)
        } else {
            guard hasChildren || handlers.snapshotForExpandingParentItem != nil,
                  handlers.shouldExpandItem?(item) ?? true else { return false }
            handlers.willExpandItem?(item)
            var expanded = outline
            expanded.expand([item])
            apply(handlers.snapshotForExpandingParentItem?(item, expanded) ?? expanded, to: section)
        }
        return true
    }
}
