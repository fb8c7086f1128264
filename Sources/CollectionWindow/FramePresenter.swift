import CollectionView
import X11Window

/// Carries out what the frame planner decided: the one place that moves the window's pixels
/// and shows the back buffer.
struct FramePresenter {
    let window: Window

    /// Shows a drawn frame; `background` is the colour cleared pixels take.
    func present(_ change: FrameChange, background: Color) {
        switch change {
        case .unchanged:
            return
        case .full:
            window.present()
        case .redrawn(let areas):
            for area in areas {
                window.present(x: Int(area.minX), y: Int(area.minY), width: Int(area.width), height: Int(area.height))
            }
        case .scrolled(let frame):
            let color = X11Canvas.rgba(background)
            switch frame.move {
            case .whole:
                window.scrollContents(dx: frame.dx, dy: frame.dy)
            case .painted(let moved, let uncovered):
                window.scrollContents(dx: frame.dx, dy: frame.dy, moved: moved.map(Self.rectangle),
                                      uncovered: uncovered.map(Self.rectangle), background: color)
            }
            switch frame.show {
            case .whole(let box):
                window.present(x: box.x0, y: box.y0, width: box.width, height: box.height)
            case .painted(let shown, let cleared):
                window.present(boxes: shown.map(Self.rectangle), clearing: cleared.map(Self.rectangle), background: color)
            }
        }
    }

    private static func rectangle(_ box: PixelRegion.Box) -> (x: Int, y: Int, width: Int, height: Int) {
        (box.x0, box.y0, box.width, box.height)
    }
}
