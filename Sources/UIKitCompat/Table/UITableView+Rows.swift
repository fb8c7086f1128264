import CollectionLayout

extension UITableView {
    /// Registers `cellClass` (a ``UITableViewCell`` subclass) for `identifier`: dequeuing makes
    /// its cells through `init(style: .default, reuseIdentifier:)`, as UIKit does.
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else {
            tableCellClasses[identifier] = nil
            return
        }
        guard let cell = cellClass as? UITableViewCell.Type else {
            fatalError("UITableView.register(_:forCellReuseIdentifier:): \(cellClass) is not a UITableViewCell subclass (identifier \(identifier))")
        }
        tableCellClasses[identifier] = cell
    }

    /// Registers `aClass` (a ``UITableViewHeaderFooterView`` subclass) for `identifier`.
    public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let aClass else {
            headerFooterClasses[identifier] = nil
            return
        }
        guard let view = aClass as? UITableViewHeaderFooterView.Type else {
            fatalError("UITableView.register(_:forHeaderFooterViewReuseIdentifier:): \(aClass) is not a UITableViewHeaderFooterView subclass (identifier \(identifier))")
        }
        headerFooterClasses[identifier] = view
    }

    /// A cell of the class registered for `identifier`, new or reused, for the row at
    /// `indexPath`: call it from `tableView(_:cellForRowAt:)` with the index path it was given.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath,
                                    file: StaticString = #fileID, line: UInt = #line) -> UITableViewCell {
        guard let cellClass = tableCellClasses[identifier] else {
            fatalError("unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard", file: file, line: line)
        }
        guard let placement = viewBeingProvided, placement.elementKind == nil, placement.indexPath == indexPath else {
            let providing = viewBeingProvided.map { " while the data source is providing \($0.indexPath.uikitDescription)" } ?? ""
            fatalError("UITableView.dequeueReusableCell(withIdentifier:for:): called for \(indexPath.uikitDescription)\(providing); call it in tableView(_:cellForRowAt:) with the index path it was given", file: file, line: line)
        }
        let cell = reuse.dequeue("table-cell/\(identifier)") { cellClass.makeForTableReuse(identifier) } as! UITableViewCell
        cell.dequeuedIdentifier = identifier
        cell.placement = placement
        return cell
    }

    /// A cell of the class registered for `identifier`, new or reused; nil when no class is
    /// registered for it, so the data source makes its own, as with UIKit's older idiom.
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        guard tableCellClasses[identifier] != nil, let placement = viewBeingProvided, placement.elementKind == nil else { return nil }
        return dequeueReusableCell(withIdentifier: identifier, for: placement.indexPath)
    }

    /// A header or footer of the class registered for `identifier`, new or reused; nil when none is registered.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        guard let viewClass = headerFooterClasses[identifier] else { return nil }
        let view = reuse.dequeue("table-header-footer/\(identifier)") { viewClass.makeForTableReuse(identifier) } as! UITableViewHeaderFooterView
        view.dequeuedIdentifier = identifier
        view.placement = viewBeingProvided
        return view
    }

    /// How many rows `section` has, as the data source last said.
    public func numberOfRows(inSection section: Int) -> Int { numberOfItems(inSection: section) }

    /// The cell on screen for the row; nil when the row is not on screen.
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        cellForItem(at: indexPath) as? UITableViewCell
    }

    /// The cells on screen, in row order.
    public var visibleCells: [UITableViewCell] {
        indexPathsForVisibleItems.sorted().compactMap { cellForRow(at: $0) }
    }

    /// Where the rows on screen are, in order; nil when none is.
    public var indexPathsForVisibleRows: [IndexPath]? {
        let rows = indexPathsForVisibleItems.sorted()
        return rows.isEmpty ? nil : rows
    }

    /// The row the cell on screen shows; nil for a cell not on screen.
    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        indexPathsForVisibleItems.first { cellForItem(at: $0) === cell }
    }

    /// The row at `point`, in the table's content coordinates; nil between rows or past them.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        return collectionViewLayout.layoutAttributesForElements(in: probe)?
            .first { $0.representedElementCategory == .cell && $0.frame.contains(point) }?.indexPath
    }

    /// The rows whose frames meet `rect`, in content coordinates.
    public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        collectionViewLayout.layoutAttributesForElements(in: rect)?
            .filter { $0.representedElementCategory == .cell }.map(\.indexPath).sorted()
    }

    /// The row's frame in the table's content coordinates; zero for a row the layout lacks.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame ?? .zero
    }

    /// The header view on screen for `section`; nil when it has none or it is not on screen.
    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))
            as? UITableViewHeaderFooterView
    }

    /// The footer view on screen for `section`; nil when it has none or it is not on screen.
    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        supplementaryView(forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: section))
            as? UITableViewHeaderFooterView
    }

    /// Scrolls so the row comes to `scrollPosition`.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        scrollToItem(at: indexPath, at: scrollPosition == .none ? .top : scrollPosition.itemPosition, animated: animated)
    }

    /// Scrolls to the selected row, if there is one.
    public func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        guard let row = indexPathForSelectedRow else { return }
        scrollToRow(at: row, at: scrollPosition, animated: animated)
    }
}

extension UITableViewCell {
    /// A new cell of the class this is called on, through its `init(style:reuseIdentifier:)`
    /// (see ``UICollectionReusableView`` `makeForReuse()` for how a metatype reaches a
    /// convenience initialiser): an app's override of that initialiser builds its views.
    @_silgen_name("$s11UIKitCompat15UITableViewCellC13forTableReuseACSSSg_tcfC")
    static func makeForTableReuse(_ identifier: String?) -> UITableViewCell
}

extension UITableViewHeaderFooterView {
    /// A new header or footer of the class this is called on, through its `init(reuseIdentifier:)`.
    @_silgen_name("$s11UIKitCompat023UITableViewHeaderFooterD0C13forTableReuseACSSSg_tcfC")
    static func makeForTableReuse(_ identifier: String?) -> UITableViewHeaderFooterView
}
