/// The space something is laid out in, as UIKit's `NSCollectionLayoutContainer`.
public struct LayoutContainer: Hashable, Sendable {
    /// The container's full size.
    public var contentSize: Size
    /// The insets inside the container.
    public var contentInsets: DirectionalEdgeInsets
    /// The host's layout margins: the system minimum for the width unless the layout says otherwise.
    public var layoutMargins: DirectionalEdgeInsets
    /// The host's safe area insets; zero, as a window here has no notch or home indicator.
    public var safeAreaInsets: DirectionalEdgeInsets

    /// A container of `contentSize` with `contentInsets` inside it, in a host with `layoutMargins`
    /// (the system minimum for the width when nil, see ``SystemLayoutMargins``) and `safeAreaInsets`.
    public init(contentSize: Size, contentInsets: DirectionalEdgeInsets = .zero,
                layoutMargins: DirectionalEdgeInsets? = nil, safeAreaInsets: DirectionalEdgeInsets = .zero) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.layoutMargins = layoutMargins ?? SystemLayoutMargins.forWidth(contentSize.width)
        self.safeAreaInsets = safeAreaInsets
    }

    /// The insets that apply: `contentInsets`, as the container's own insets are all a section
    /// provider is told of (a section's ``ContentInsetsReference`` is applied when it is solved).
    public var effectiveContentInsets: DirectionalEdgeInsets { contentInsets }

    /// The content size less the insets.
    public var effectiveContentSize: Size {
        Size(width: contentSize.width - contentInsets.leading - contentInsets.trailing,
             height: contentSize.height - contentInsets.top - contentInsets.bottom)
    }
}
