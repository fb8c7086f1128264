extension LayoutGroup {
    /// This group at a measured `extent` along `axis`: its own dimension fixed there, and its
    /// direct items that estimate that axis filling it, since the extent is the largest of
    /// their preferred sizes. Nested groups keep their description.
    func measured(extent: Double, along axis: Axis) -> LayoutGroup {
        var group = self
        group.layoutSize[axis] = .absolute(extent)
        group.subitems = subitems.map { subitem in
            guard case .item(var item) = subitem, item.layoutSize[axis].isEstimated else { return subitem }
            item.layoutSize[axis] = axis == .horizontal ? .fractionalWidth(1) : .fractionalHeight(1)
            return .item(item)
        }
        return group
    }
}

extension LayoutBoundarySupplementaryItem {
    /// This item with its estimated extent along `axis` replaced by what was measured.
    func measured(extent: Double?, along axis: Axis) -> LayoutBoundarySupplementaryItem {
        guard let extent, layoutSize[axis].isEstimated else { return self }
        var item = self
        item.layoutSize[axis] = .absolute(extent)
        return item
    }
}
