import Foundation

/// Answers a table view's collection view questions from the table's data source and delegate:
/// the table's data source and delegate are a ``UITableViewDataSource`` and a
/// ``UITableViewDelegate``, which the collection view machinery does not know.
final class TableRowSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    weak var table: UITableView?

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        guard let table, let source = table.dataSource else { return 0 }
        return source.numberOfSections(in: table)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        guard let table, let source = table.dataSource else { return 0 }
        return source.tableView(table, numberOfRowsInSection: section)
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let table, let source = table.dataSource else { return UITableViewCell(style: .default, reuseIdentifier: nil) }
        let cell = source.tableView(table, cellForRowAt: indexPath)
        if let level = table.tableDelegate?.tableView(table, indentationLevelForRowAt: indexPath), level != 0 {
            cell.indentationLevel = level
        }
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        table?.sectionView(ofKind: kind, at: indexPath) ?? UICollectionReusableView(frame: .zero)
    }

    // MARK: selection, display and menus, as the table's delegate hears them

    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        guard let table, let delegate = table.tableDelegate else { return true }
        if table.isEditing, !table.allowsSelectionDuringEditing { return false }
        guard let chosen = delegate.tableView(table, willSelectRowAt: indexPath) else { return false }
        // The row selected before is about to be deselected: a table's delegate hears it, as UIKit's does.
        if let previous = table.indexPathForSelectedRow, previous != chosen { _ = delegate.tableView(table, willDeselectRowAt: previous) }
        guard chosen != indexPath else { return true }
        // The delegate chose another row: that one is selected, as UIKit selects it.
        table.selectRow(at: chosen, animated: false, scrollPosition: .none)
        delegate.tableView(table, didSelectRowAt: chosen)
        return false
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let table else { return }
        table.tableDelegate?.tableView(table, didSelectRowAt: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        guard let table else { return true }
        return table.tableDelegate.map { $0.tableView(table, willDeselectRowAt: indexPath) != nil } ?? true
    }

    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        guard let table else { return }
        table.tableDelegate?.tableView(table, didDeselectRowAt: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        guard let table else { return true }
        return table.tableDelegate?.tableView(table, shouldHighlightRowAt: indexPath) ?? true
    }

    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        guard let table, let cell = cell as? UITableViewCell else { return }
        // Rows are made as they come on screen: the prefetching source hears of each then.
        table.prefetchDataSource?.tableView(table, prefetchRowsAt: [indexPath])
        table.tableDelegate?.tableView(table, willDisplay: cell, forRowAt: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        guard let table, let cell = cell as? UITableViewCell else { return }
        table.tableDelegate?.tableView(table, didEndDisplaying: cell, forRowAt: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                        forElementKind elementKind: String, at indexPath: IndexPath) {
        guard let table, let delegate = table.tableDelegate else { return }
        let shown = (view as? TableSectionView)?.held ?? view
        switch elementKind {
        case UICollectionView.elementKindSectionHeader: delegate.tableView(table, willDisplayHeaderView: shown, forSection: indexPath.section)
        case UICollectionView.elementKindSectionFooter: delegate.tableView(table, willDisplayFooterView: shown, forSection: indexPath.section)
        default: break
        }
    }

    func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                        point: CGPoint) -> UIContextMenuConfiguration? {
        guard let table else { return nil }
        return table.tableDelegate?.tableView(table, contextMenuConfigurationForRowAt: indexPath, point: point)
    }
}
