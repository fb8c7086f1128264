import CollectionLayout
import CollectionView

/// What a screen of views shows after a push, a pop, a tab or a presentation changed the
/// collection view on top: its layout and data, the window settings its collection view makes,
/// and where it was left scrolled when it was shown before.
public struct ShownScreen {
    public let layout: any CollectionViewLayout
    public let dataSource: any CollectionDataSource
    public let isPagingEnabled: Bool
    public let contentInsetAdjustment: ContentInsetAdjustment
    public let contentOffset: Point?

    public init(layout: any CollectionViewLayout, dataSource: any CollectionDataSource, isPagingEnabled: Bool,
                contentInsetAdjustment: ContentInsetAdjustment, contentOffset: Point?) {
        self.layout = layout
        self.dataSource = dataSource
        self.isPagingEnabled = isPagingEnabled
        self.contentInsetAdjustment = contentInsetAdjustment
        self.contentOffset = contentOffset
    }
}
