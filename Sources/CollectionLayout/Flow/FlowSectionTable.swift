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

    public func flowLayout(_ layout: FlowLayout, container: Size, sizesItemsIndividuallyInSection section: Int) -> Bool {
        !(self.section(section)?.itemSizes.isEmpty ?? true)
    }

    public func flowLayout(_ layout: FlowLayout, container: Size, sizeForItemAt indexPath: IndexPath) -> Size? {
        guard let sizes = section(indexPath.section)?.itemSizes, !sizes.isEmpty, indexPath.item >= 0 else { return nil }
        return sizes[indexPath.item % sizes.count]
    }

    public func flowLayout(_ layout: FlowLayout, container: Size, insetForSectionAt section: Int) -> EdgeInsets? {
        self.section(section)?.sectionInset
    }

    public func flowLayout(_ layout: FlowLayout, container: Size, minimumLineSpacingForSectionAt section: Int) -> Double? {
        self.section(section)?.minimumLineSpacing
    }

    public func flowLayout(_ layout: FlowLayout, container: Size, minimumInteritemSpacingForSectionAt section: Int) -> Double? {
        self.section(section)?.minimumInteritemSpacing
    }

    public func flowLayout(_ layout: FlowLayout, container: Size, referenceSizeForHeaderInSection section: Int) -> Size? {
        self.section(section)?.headerReferenceSize
    }

    public func flowLayout(_ layout: FlowLayout, container: Size, referenceSizeForFooterInSection section: Int) -> Size? {
        self.section(section)?.footerReferenceSize
    }
}
