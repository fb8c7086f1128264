#if canImport(Glibc)
import Glibc
#endif

/// A built-in visible-items handler a layout file can name, for carousels and cover flows
/// without code: cells are changed by their distance from the middle of the view along the
/// direction the section scrolls (across for an orthogonal section).
public enum VisibleItemsEffect: Hashable, Sendable {
    /// Cells shrink and fade away from the middle: full size and opaque there, `minimumScale`
    /// and `minimumAlpha` at `falloff` container widths (or heights) away and beyond, in
    /// proportion between; the nearer a cell, the further in front.
    case scaleAndFade(minimumScale: Double, minimumAlpha: Double, falloff: Double)
    /// Cells turn about the axis across the scrolling direction by their distance from the
    /// middle, in cell lengths: `maximumAngle` radians at one cell length and beyond, seen in
    /// perspective from `distance` points; the middle one faces the viewer, in front.
    case rotation(maximumAngle: Double, distance: Double)

    /// Applies the effect to `items`, which a section scrolled to `offset` shows in `environment`.
    public func apply(to items: [VisibleLayoutItem], offset: Point, environment: LayoutEnvironment, along axis: Axis) {
        let extent = environment.container.contentSize[axis]
        let middle = (axis == .horizontal ? offset.x : offset.y) + extent / 2
        for item in items where item.representedElementCategory == .cell {
            let center = axis == .horizontal ? item.frame.midX : item.frame.midY
            switch self {
            case .scaleAndFade(let minimumScale, let minimumAlpha, let falloff):
                let share = min(abs(center - middle) / max(falloff * extent, 1), 1)
                let scale = 1 - (1 - minimumScale) * share
                item.transform = Transform2D(scaleX: scale, y: scale)
                item.alpha = 1 - (1 - minimumAlpha) * share
                item.zIndex = item.attributes.zIndex + 100 - Int((share * 100).rounded())
            case .rotation(let maximumAngle, let distance):
                let length = axis == .horizontal ? item.frame.width : item.frame.height
                let place = max(-1, min(1, (center - middle) / max(length, 1)))
                let turn = axis == .horizontal
                    ? Transform3D.rotation(angle: place * maximumAngle, x: 0, y: 1, z: 0)
                    : Transform3D.rotation(angle: -place * maximumAngle, x: 1, y: 0, z: 0)
                item.transform3D = turn.concatenating(.perspective(distance: distance))
                item.zIndex = item.attributes.zIndex + 100 - Int((abs(place) * 100).rounded())
            }
        }
    }
}
