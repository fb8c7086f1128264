import CollectionLayout

/// The adjusted content inset along the main axis, as UIKit's `adjustedContentInset`: on a
/// device with a safe area, content starts below the status bar and ends above the home
/// indicator, and the content offset at the top is minus the top inset.
///
/// The scroll state works from 0 (the content's start pulled to its inset) to its maximum; the
/// content offsets the layout, events and callers see are that less the leading inset.
extension CollectionScreen {
    /// The inset before the content's start and after its end along the main axis, with the
    /// room of a refreshing refresh control before the start.
    var mainInsets: (leading: Double, trailing: Double) {
        let insets = contentInsetAdjustment.mainInsets(safeArea: safeAreaInsets, along: mainAxis)
        return (insets.leading + refreshInset, insets.trailing)
    }

    /// The collection view's safe area: the host's, and what the screen's bars add to it.
    var safeAreaInsets: DirectionalEdgeInsets {
        layoutDescription.safeAreaInsets(on: host)
    }

    /// The adjusted content inset along the main axis at the content's start and end.
    public var adjustedMainInsets: (leading: Double, trailing: Double) { mainInsets }

    /// The content offset of scroll position `position`.
    func contentOffset(ofScroll position: Double) -> Double { position - mainInsets.leading }

    /// The scroll position of content offset `offset`.
    func scrollPosition(ofContentOffset offset: Double) -> Double { offset + mainInsets.leading }

    /// The furthest scroll position for `solved`: its content with both insets, less the view.
    func scrollMaximum(for solved: any SolvedCollectionLayout) -> Double {
        let insets = mainInsets
        return solved.contentSize[mainAxis] + insets.leading + insets.trailing - size[mainAxis]
    }

    /// `event` with a main-axis rest given as a content offset.
    func contentEvent(_ event: CollectionEvent) -> CollectionEvent {
        guard case .settledMain(let offset) = event else { return event }
        return .settledMain(offset: contentOffset(ofScroll: offset))
    }
}

extension CollectionScreen {
    /// The content offset as a point along the axis the view scrolls.
    var contentOffsetPoint: Point {
        mainAxis == .vertical ? Point(x: 0, y: mainOffset) : Point(x: mainOffset, y: 0)
    }
}

extension CollectionScreen {
    /// Goes back a screen when the layout is a view controller's screen that can (Escape's
    /// first job in the window); false otherwise.
    public func goBack() -> Bool {
        guard let chrome = layoutDescription.screenChrome else { return false }
        return host.solving { chrome.goBack() }
    }
}
