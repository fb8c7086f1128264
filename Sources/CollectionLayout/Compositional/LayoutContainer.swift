/// The space something is laid out in, as UIKit's `NSCollectionLayoutContainer`.
public struct LayoutContainer: Hashable, Sendable {
    /// The container's full size.
    public var contentSize: Size
    /// The insets inside the container.
    public var contentInsets: DirectionalEdgeInsets

    /// A container of `contentSize` with `contentInsets` inside it.
    public init(contentSize: Size, contentInsets: DirectionalEdgeInsets = .zero) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
    }

    /// The insets that apply; here always `contentInsets`, as no safe area or margins exist.
    public var effectiveContentInsets: DirectionalEdgeInsets { contentInsets }

    /// The content size less the insets.
    public var effectiveContentSize: Size {
        Size(width: contentSize.width - contentInsets.leading - contentInsets.trailing,
             height: contentSize.height - contentInsets.top - contentInsets.bottom)
    }
}
