/// The space something is laid out in, as UIKit's `NSCollectionLayoutContainer`.
public struct LayoutContainer: Hashable, Sendable {
    public var contentSize: Size
    public var contentInsets: DirectionalEdgeInsets

    public init(contentSize: Size, contentInsets: DirectionalEdgeInsets = .zero) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
    }

    public var effectiveContentInsets: DirectionalEdgeInsets { contentInsets }

    /// The content size less the insets.
    public var effectiveContentSize: Size {
        Size(width: contentSize.width - contentInsets.leading - contentInsets.trailing,
             height: contentSize.height - contentInsets.top - contentInsets.bottom)
    }
}
