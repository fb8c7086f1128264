import CollectionLayout

/// The list layout a table view is drawn with: a list section in the table's style for each
/// section, with a header or footer where the data source gives a title or the delegate a view
/// or a height, the table's separators and swipe actions, and the table's own header and footer
/// views above and below every section.
enum TableLayout {
    /// The element kind of ``UITableView/tableHeaderView``.
    static let tableHeaderKind = "UITableViewTableHeaderView"
    /// The element kind of ``UITableView/tableFooterView``.
    static let tableFooterKind = "UITableViewTableFooterView"

    /// A layout asking `rows`' table for its sections.
    static func make(for rows: TableRowSource) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout(sectionProvider: { [weak rows] section, _ in
            rows?.table.map { self.section(section, of: $0) }
        })
    }

    private static func section(_ index: Int, of table: UITableView) -> NSCollectionLayoutSection {
        var list = UICollectionLayoutListConfiguration(appearance: table.style.listAppearance)
        // Asked for the table's own header and footer (section -1): the data source is not asked
        // about a section it does not have.
        guard index >= 0 else { return NSCollectionLayoutSection(list: LayoutSection.list(using: list.listConfiguration)) }
        list.showsSeparators = table.separatorStyle != .none
        list.separatorConfiguration.color = table.separatorColor ?? .separator
        if let inset = table.assignedSeparatorInset {
            list.separatorConfiguration.bottomSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: inset.left, bottom: 0, trailing: inset.right)
        }
        let header = table.sectionEnd(.header, of: index), footer = table.sectionEnd(.footer, of: index)
        list.headerMode = header == .shown ? .supplementary : .none
        list.footerMode = footer == .shown ? .supplementary : .none
        if table.sectionHeaderTopPadding != UITableView.automaticDimension { list.headerTopPadding = table.sectionHeaderTopPadding }
        list.leadingSwipeActionsConfigurationProvider = { [weak table] indexPath in
            guard let table else { return nil }
            return table.tableDelegate?.tableView(table, leadingSwipeActionsConfigurationForRowAt: indexPath)
        }
        list.trailingSwipeActionsConfigurationProvider = { [weak table] indexPath in
            guard let table, let delegate = table.tableDelegate else { return nil }
            if let configuration = delegate.tableView(table, trailingSwipeActionsConfigurationForRowAt: indexPath) { return configuration }
            // Row actions of the iOS 8 form show when no configuration is given, as UIKit shows them.
            guard let actions = delegate.tableView(table, editActionsForRowAt: indexPath), !actions.isEmpty else { return nil }
            return UISwipeActionsConfiguration(actions: actions.map { $0.contextualAction(at: indexPath) })
        }
        if table.style == .grouped, list.showsSeparators, let source = table.dataSource {
            // A grouped table's section is closed by full-width hairlines above its first row and
            // below its last, as iOS draws them (vitamin-ios's grouped table).
            let rows = source.tableView(table, numberOfRowsInSection: index)
            list.itemSeparatorHandler = { indexPath, configuration in
                var separators = configuration
                if indexPath.item == 0 {
                    separators.topSeparatorVisibility = .visible
                    separators.topSeparatorInsets = .zero
                }
                if indexPath.item == rows - 1 {
                    separators.bottomSeparatorVisibility = .visible
                    separators.bottomSeparatorInsets = .zero
                }
                return separators
            }
        }
        var configuration = list.listConfiguration
        configuration.estimatedRowHeight = table.rowEstimate
        var section = LayoutSection.list(using: configuration)
        // A header whose height the delegate set to (almost) nothing takes the grouped gap away too.
        if header == .removed, table.style != .plain { section.contentInsets.top = 0 }
        return NSCollectionLayoutSection(list: section)
    }

    /// The table's own header and footer views, above and below the sections, as tall as their frames.
    static func tableEnds(of table: UITableView) -> [NSCollectionLayoutBoundarySupplementaryItem] {
        var items: [NSCollectionLayoutBoundarySupplementaryItem] = []
        if let header = table.tableHeaderView {
            items.append(end(kind: tableHeaderKind, height: header.frame.height, alignment: .top))
        }
        if let footer = table.tableFooterView {
            items.append(end(kind: tableFooterKind, height: footer.frame.height, alignment: .bottom))
        }
        return items
    }

    private static func end(kind: String, height: CGFloat, alignment: NSRectAlignment) -> NSCollectionLayoutBoundarySupplementaryItem {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(max(0, height)))
        return NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: kind, alignment: alignment)
    }
}
