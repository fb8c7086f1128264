/// Swipe actions belong to list sections; layouts without lists have none.
extension SolvedCollectionLayout {
    /// None.
    public func swipeActions(forItemAt indexPath: IndexPath, leading: Bool) -> SwipeActionsConfiguration? { nil }
}

extension CompositionalSolution {
    /// The buttons the row at `indexPath` reveals on its `leading` (or trailing) side, as its
    /// list section's provider gives them; nil where the section is not a list or has none.
    public func swipeActions(forItemAt indexPath: IndexPath, leading: Bool) -> SwipeActionsConfiguration? {
        guard sections.indices.contains(indexPath.section), indexPath.item < itemCounts[indexPath.section] else { return nil }
        let providers = sections[indexPath.section].swipeActions
        return (leading ? providers.leading : providers.trailing)?(indexPath)
    }
}
