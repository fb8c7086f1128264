/// A flow layout delegate that answers from a fixed list of `FlowSection` values.
public struct FlowSectionTable: FlowLayoutDelegate, Hashable {
    /// The sections, in order.
    public var sections: [FlowSection]

    /// A delegate answering from `sections`.
    public init(_ sections: [FlowSection]) {
        self.sections = sections
    }

    /// The item counts the sections hold, for `FlowLayout.solve(container:itemCounts:)`.
    public var itemCounts: [Int] { sections.map(\.items) }

    private func section(_ index: Int) -> FlowSection? {
        sections.indices.contains(index) ? sections[index] : nil
    }

    /// True for a section that lists `itemSizes`.
    public func flowLayout(_ layout: FlowLayout, container: Size, sizesItemsIndividuallyInSection section: Int) -> Bool {
        !(self.section(section)?.itemSizes.isEmpty ?? true)
    }

    /// The section's `itemSizes`, cycled over its items; nil when it lists none.
    public func flowLayout(_ layout: FlowLayout, container: Size, sizeForItemAt indexPath: IndexPath) -> Size? {
        guard let sizes = section(indexPath.section)?.itemSizes, !sizes.isEmpty, indexPath.item >= 0 else { return nil }
        return sizes[indexPath.item % sizes.count]
    }

    /// The section's `itemSizes`, which its items cycle through; nil when it lists none.
    public func flowLayout(_ layout: FlowLayout, container: Size, repeatingItemSizesInSection section: Int) -> [Size]? {
        guard let sizes = self.section(section)?.itemSizes, !sizes.isEmpty else { return nil }
        return sizes
    }

    /// The section's `sectionInset`, if it sets one.
    public func flowLayout(_ layout: FlowLayout, container: Size, insetForSectionAt section: Int) -> EdgeInsets? {
        self.section(section)?.sectionInset
    }

    /// The section's `minimumLineSpacing`, if it sets one.
    public func flowLayout(_ layout: FlowLayout, container: Size, minimumLineSpacingForSectionAt section: Int) -> Double? {
        self.section(section)?.minimumLineSpacing
    }

    /// The section's `minimumInteritemSpacing`, if it sets one.
    public func flowLayout(_ layout: FlowLayout, container: Size, minimumInteritemSpacingForSectionAt section: Int) -> Double? {
        self.section(section)?.minimumInteritemSpacing
    }

    /// The section's `headerReferenceSize`, if it sets one.
    public func flowLayout(_ layout: FlowLayout, container: Size, referenceSizeForHeaderInSection section: Int) -> Size? {
        self.section(section)?.headerReferenceSize
    }

    /// The section's `footerReferenceSize`, if it sets one.
    public func flowLayout(_ layout: FlowLayout, container: Size, referenceSizeForFooterInSection section: Int) -> Size? {
        self.section(section)?.footerReferenceSize
    }
}
