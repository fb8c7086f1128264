extension LayoutSection {
    /// A list section, as UIKit's `NSCollectionLayoutSection.list(using:layoutEnvironment:)`:
    /// full-width rows of one item each, self-sizing from an estimate of 44 points, with the
    /// configuration's headers, footers, separators and grouped backgrounds.
    ///
    /// Rows of `insetGrouped` and the sidebars keep inside the host's layout margins
    /// (`contentInsetsReference = .layoutMargins`), and separators start at the content's leading
    /// edge (the leading margin past the row's edge), so the section reads the environment only
    /// when it is solved and one section serves every width. Separators and backgrounds are
    /// decorations of ``ListConfiguration/separatorElementKind`` and
    /// ``ListConfiguration/backgroundElementKind``; numbers come from ``ListMetrics``.
    public static func list(using configuration: ListConfiguration) -> LayoutSection {
        let appearance = configuration.appearance
        let row = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(configuration.estimatedRowHeight))
        var section = LayoutSection(group: .vertical(layoutSize: row, subitems: [LayoutItem(layoutSize: row)]))
        section.listConfiguration = configuration
        if appearance.insetsRows { section.contentInsetsReference = .layoutMargins }

        let hasHeader = configuration.headerMode == .supplementary
        if hasHeader {
            let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(ListMetrics.estimatedHeaderFooterHeight))
            var header = LayoutBoundarySupplementaryItem(layoutSize: size, elementKind: configuration.headerElementKind, alignment: .top)
            header.pinToVisibleBounds = appearance.pinsHeaders
            // The padding lies above the header: it moves down by it, and the rows with it.
            let padding = configuration.resolvedHeaderTopPadding
            header.offset = Point(x: 0, y: padding)
            section.contentInsets.top += padding
            section.boundarySupplementaryItems.append(header)
        } else if appearance.isGrouped {
            section.contentInsets.top = ListMetrics.groupedSectionTopPadding
        } else if appearance == .sidebar {
            section.contentInsets.top = ListMetrics.sidebarSectionTopPadding
        }
        if configuration.footerMode == .supplementary {
            let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(ListMetrics.estimatedHeaderFooterHeight))
            section.boundarySupplementaryItems.append(
                LayoutBoundarySupplementaryItem(layoutSize: size, elementKind: configuration.footerElementKind, alignment: .bottom))
        }

        let headerRows = configuration.headerMode == .firstItemInSection ? 1 : 0
        if appearance.isGrouped {
            section.decorationItems.append(.groupsBackground(elementKind: ListConfiguration.backgroundElementKind, skippingFirst: headerRows))
        }
        if configuration.showsSeparators {
            var placement = ItemSeparatorPlacement(thickness: ListMetrics.separatorThickness, leadingInset: configuration.separatorLeadingOffset,
                                                   firstItem: headerRows,
                                                   includesLastItem: !appearance.isGrouped)
            placement.isHairline = true
            placement.configuration = configuration.separatorConfiguration
            placement.handler = configuration.itemSeparatorHandler
            section.decorationItems.append(.itemSeparators(elementKind: ListConfiguration.separatorElementKind, placement: placement))
        }
        return section
    }

    /// A list section for `layoutEnvironment`, as UIKit spells it. The section does not depend
    /// on the environment: the margins it keeps inside are applied when it is solved.
    public static func list(using configuration: ListConfiguration, layoutEnvironment: LayoutEnvironment) -> LayoutSection {
        list(using: configuration)
    }
}
