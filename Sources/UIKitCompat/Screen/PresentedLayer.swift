import CollectionLayout

/// A screen presented over the others (`present(_:animated:completion:)`): its controller, where
/// its view lies on the screen, and whether it covers what is beneath.
///
/// Where a sheet lies, as an iPhone on iOS 17 shows a page sheet (measured on iOS 17 simulators;
/// Apple publishes no numbers — the iOS-truth corpus is the judge):
///
/// | | value |
/// |---|---|
/// | sheet's top | the screen's safe area top + 10 points (the large detent); lower at a smaller detent of its `sheetPresentationController` |
/// | sheet's corners | top two, 10 points |
/// | sheet's safe area | none at the top; the home indicator's at the bottom |
/// | what is beneath | drawn as it was, under black at 0.4 opacity (`UIDimmingView`'s alpha) |
///
/// A full-screen presentation covers the whole screen and takes the screen's safe area. An alert
/// lies where ``UIAlertController`` places it, over the screen dimmed less (`AlertMetrics`).
struct PresentedLayer {
    let controller: UIViewController
    /// The view's frame on the screen: where it rests, moved by `dragOffset`.
    var frame: CGRect
    /// How far a drag has moved a sheet down from where it rests (up, negative).
    var dragOffset: CGFloat = 0 {
        didSet { frame.origin.y = restingY + dragOffset }
    }
    /// Where the view's top rests on the screen.
    private var restingY: CGFloat = 0
    /// Whether what is beneath is hidden (full screen) rather than dimmed behind a sheet.
    let coversWholeScreen: Bool
    /// Whether it is an alert or action sheet, which places itself and draws its own card.
    let isAlert: Bool

    static let sheetTopGap: CGFloat = 10
    static let sheetCornerRadius = 10.0
    static let dimming = 0.4

    /// How dark what is beneath is drawn: a sheet's dimming — none at a detent its
    /// `largestUndimmedDetentIdentifier` leaves undimmed — or an alert's.
    var dimming: Double {
        if isAlert { return AlertMetrics.alertDimming }
        guard let sheet, let maximum = largestHeight else { return Self.dimming }
        // Dragged down, the dimming fades with the distance, as the sheet goes.
        let fading = dragOffset > 0 ? max(0, 1 - Double(dragOffset / frame.height)) : 1
        return sheet.dimsBeneath(height: frame.height, maximum: maximum) ? Self.dimming * fading : 0
    }

    /// The sheet's presentation controller, when the controller has one.
    var sheet: UISheetPresentationController? {
        clipsToSheetShape ? controller.madePresentationController as? UISheetPresentationController : nil
    }

    /// The sheet's large detent's height on the screen it was laid out on; nil for a screen that
    /// is not a sheet.
    private(set) var largestHeight: CGFloat?

    /// The radius of a sheet's top corners: its controller's preferred one, else the system's.
    var cornerRadius: Double { Double(sheet?.preferredCornerRadius ?? CGFloat(Self.sheetCornerRadius)) }

    /// `frame` as the canvas takes it.
    var screenRect: Rect { Rect(x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width), height: Double(frame.height)) }

    /// The shape the view is cut to: a sheet's top corners; an alert's own rounded card clips itself.
    var clipsToSheetShape: Bool { !coversWholeScreen && !isAlert }

    /// `controller` presented on `host`'s screen.
    init(_ controller: UIViewController, on host: LayoutHost) {
        self.controller = controller
        isAlert = controller is UIAlertController
        coversWholeScreen = controller.coversPresenter || controller.modalPresentationStyle == .overFullScreen
        frame = .zero
        layOut(on: host)
    }

    /// Places the view for `host`'s screen and gives it its safe area.
    mutating func layOut(on host: LayoutHost) {
        // A new place is a resting one.
        dragOffset = 0
        let size = CGSize(width: host.size.width, height: host.size.height)
        let safe = host.safeAreaInsets.uiEdgeInsets
        if let alert = controller as? UIAlertController {
            frame = alert.frame(onScreenOf: size, safeArea: safe)
            controller.containerSafeArea = .zero
        } else if coversWholeScreen {
            frame = CGRect(origin: .zero, size: size)
            controller.containerSafeArea = safe
        } else {
            let top = safe.top + Self.sheetTopGap
            let maximum = size.height - top
            largestHeight = maximum
            let height = sheet?.restingHeight(maximum: maximum) ?? maximum
            frame = CGRect(x: 0, y: size.height - height, width: size.width, height: height)
            controller.containerSafeArea = UIEdgeInsets(top: 0, left: safe.left, bottom: safe.bottom, right: safe.right)
        }
        restingY = frame.minY
        let view = controller.view!
        view.frame = CGRect(origin: .zero, size: frame.size)
        view.layoutIfNeeded()
    }
}
