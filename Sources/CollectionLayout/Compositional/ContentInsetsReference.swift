/// What a section's `contentInsets` are measured from, as UIKit's `UIContentInsetsReference`.
///
/// The host every layout here is drawn in has no safe area (a window has no notch or home
/// indicator), so `automatic` and `safeArea` measure from the container's edges, as `none` does.
public enum ContentInsetsReference: String, Hashable, Sendable, CaseIterable {
    /// The safe area, UIKit's default for sections.
    case automatic
    /// The container's edges.
    case none
    /// The container's safe area.
    case safeArea
    /// The container's layout margins (see ``SystemLayoutMargins``).
    case layoutMargins
    /// The readable content guide: the layout margins, widened on both sides so the content is
    /// no wider than ``readableContentWidth``.
    case readableContent

    /// The widest the readable content guide gets at the default text size. UIKit derives it from
    /// the body font; 672 points is the width reported for the default Dynamic Type size on iPad,
    /// where the guide is narrower than the layout margins.
    public static let readableContentWidth = 672.0

    /// The insets this reference adds to a section's own in `container`.
    public func insets(in container: LayoutContainer) -> DirectionalEdgeInsets {
        switch self {
        case .automatic, .safeArea: return container.safeAreaInsets
        case .none: return .zero
        case .layoutMargins: return container.layoutMargins
        case .readableContent:
            let margins = container.layoutMargins
            let usable = container.contentSize.width - margins.leading - margins.trailing
            let extra = Swift.max(0, (usable - Self.readableContentWidth) / 2)
            return DirectionalEdgeInsets(top: margins.top, leading: margins.leading + extra,
                                         bottom: margins.bottom, trailing: margins.trailing + extra)
        }
    }
}
