extension Gallery {
    /// The compositional examples, App Store first.
    static let compositionalExamples: [Example] = [
        appStore, list, grid, twoColumn, badges, headersFooters, pinnedHeaders, sectionBackground, nestedGroups, pagingModes, selfSizing,
        settings, sidebar, updates, carousel, coverFlow, languages, appStoreRightToLeft,
    ]
}
