import CollectionView
import X11Window

/// Carries out what the frame planner decided: the one place that moves the window's pixels
/// and shows the back buffer. The planner works in points; at a whole `scale` above 1 each of
/// its pixels is `scale` by `scale` of the window's, so every move and box is multiplied.
struct FramePresenter {
    let window: Window
    var scale = 1

    /// Shows a drawn frame; `background` is the colour cleared pixels take.
    func present(_ change: FrameChange, background: Color) {
        switch change {
        case .unchanged:
            return
        case .full:
            window.present()
        case .redrawn(let areas):
            for area in areas {
                window.present(x: Int(area.minX) * scale, y: Int(area.minY) * scale, width: Int(area.width) * scale, height: Int(area.height) * scale)
            }
        case .scrolled(let frame):
            let color = X11Canvas.rgba(background)
            switch frame.move {
            case .whole:
                window.scrollContents(dx: frame.dx * scale, dy: frame.dy * scale)
            case .painted(let moved, let uncovered):
                window.scrollContents(dx: frame.dx * scale, dy: frame.dy * scale, moved: moved.map(rectangle),
                                      uncovered: uncovered.map(rectangle), background: color)
            }
            switch frame.show {
            case .whole(let box):
                let shown = rectangle(box)
                window.present(x: shown.x, y: shown.y, width: shown.width, height: shown.height)
            case .painted(let shown, let cleared):
                window.present(boxes: shown.map(rectangle), clearing: cleared.map(rectangle), background: color)
            }
        }
    }

    private func rectangle(_ box: PixelRegion.Box) -> (x: Int, y: Int, width: Int, height: Int) {
        (box.x0 * scale, box.y0 * scale, box.width * scale, box.height * scale)
    }
}
