import CollectionLayout

extension UITableView {
    /// A section's header or footer.
    enum SectionEndKind {
        case header, footer
    }

    /// Whether a section shows a header or footer.
    enum SectionEnd {
        /// Shown: a title, a view or a height was given.
        case shown
        /// None given.
        case none
        /// The delegate gave a height of (almost) nothing, as apps do to take a grouped gap away.
        case removed
    }

    /// Whether `section` shows its `end`, as UIKit decides: a title from the data source, a view
    /// from the delegate, or, in a grouped table, a height of more than a point (the gap apps
    /// make between sections); a plain table shows no header for a height alone.
    func sectionEnd(_ end: SectionEndKind, of section: Int) -> SectionEnd {
        let height = explicitHeight(of: end, in: section)
        if let height, height < 1 { return .removed }
        if title(of: end, in: section) != nil || (height != nil && style != .plain) { return .shown }
        return view(of: end, in: section) != nil ? .shown : .none
    }

    /// The height the delegate (or the table's `sectionHeaderHeight`) gives `end`; nil for automatic.
    func explicitHeight(of end: SectionEndKind, in section: Int) -> CGFloat? {
        let height = switch end {
        case .header: tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
        case .footer: tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
        }
        return height == UITableView.automaticDimension ? nil : height
    }

    func title(of end: SectionEndKind, in section: Int) -> String? {
        switch end {
        case .header: dataSource?.tableView(self, titleForHeaderInSection: section)
        case .footer: dataSource?.tableView(self, titleForFooterInSection: section)
        }
    }

    func view(of end: SectionEndKind, in section: Int) -> UIView? {
        switch end {
        case .header: tableDelegate?.tableView(self, viewForHeaderInSection: section)
        case .footer: tableDelegate?.tableView(self, viewForFooterInSection: section)
        }
    }

    /// The estimate of a row's height the layout starts from.
    var rowEstimate: Double {
        if estimatedRowHeight > 0 { return Double(estimatedRowHeight) }
        if rowHeight > 0 { return Double(rowHeight) }
        return ListMetrics.estimatedRowHeight
    }

    /// The height the delegate or the table fixes for a row or a section's end; nil to measure it.
    func tableFixedHeight(ofElementKind kind: String?, at indexPath: IndexPath) -> Double? {
        switch kind {
        case nil:
            let height = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
            return height == UITableView.automaticDimension ? nil : Double(max(0, height))
        case UICollectionView.elementKindSectionHeader?:
            return explicitHeight(of: .header, in: indexPath.section).map(Double.init)
        case UICollectionView.elementKindSectionFooter?:
            return explicitHeight(of: .footer, in: indexPath.section).map(Double.init)
        default:
            return nil
        }
    }

    /// The view shown for a section's header or footer, or the table's own header or footer.
    func sectionView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        switch kind {
        case TableLayout.tableHeaderKind: return holder(of: tableHeaderView ?? UIView(frame: .zero))
        case TableLayout.tableFooterKind: return holder(of: tableFooterView ?? UIView(frame: .zero))
        default: break
        }
        let end: SectionEndKind = kind == UICollectionView.elementKindSectionFooter ? .footer : .header
        if let view = view(of: end, in: indexPath.section) { return holder(of: view) }
        let titled = reuse.dequeue("table-title/\(kind)") { UITableViewHeaderFooterView(reuseIdentifier: nil) } as! UITableViewHeaderFooterView
        titled.placement = viewBeingProvided
        // Grouped tables draw their header titles in capitals.
        titled.capitalizesTitle = end == .header && style != .plain
        titled.textLabel?.text = title(of: end, in: indexPath.section)
        return titled
    }

    /// `view` as a reusable view: itself when it is one, else in a holder (the one it is in already).
    private func holder(of view: UIView) -> UICollectionReusableView {
        if let reusable = view as? UICollectionReusableView {
            if reusable.placement == nil { reusable.placement = viewBeingProvided }
            return reusable
        }
        if let holder = view.superview as? TableSectionView, holder.held === view { return holder }
        return TableSectionView(holding: view)
    }
}
