import CollectionLayout
import CollectionView

/// The bars a scroll view shows along its trailing and bottom edges while its content moves,
/// as iOS 17 draws them: a rounded bar as long as the share of the content in view, where the
/// content is scrolled, inside the adjusted content inset (below a navigation bar, above the
/// home indicator), shorter when the content is pulled past an end.
///
/// | | value | source |
/// |---|---|---|
/// | thickness | 3 points, ends fully rounded | Apple publishes no numbers; the iOS references here are still pictures of views at rest, which show none, so these follow iOS 17's look |
/// | from the view's edge | 3 points | as above |
/// | shortest | 36 points (7 while pulled past an end) | as above |
/// | colour, `.default` | black at 0.35 opacity in light, white at 0.35 in dark; `.black` and `.white` keep theirs | `UIScrollView.IndicatorStyle`: "default: dark on light, light on dark" |
/// | shown | while the content moves, then 0.5 s, then fading out over 0.3 s | as above |
enum ScrollIndicator {
    static let thickness = 3.0
    static let edgeGap = 3.0
    static let shortest = 36.0
    static let shortestPulled = 7.0
    static let alpha = 0.35

    /// The vertical and horizontal bars of `scrollView`, its bounds lying at `frame` on the
    /// canvas: only along an axis its content is longer than the view, and whose indicator it shows.
    static func bars(of scrollView: UIScrollView, in frame: Rect) -> [Rect] {
        let inset = scrollView.adjustedContentInset, offset = scrollView.contentOffset, size = scrollView.contentSize
        var bars: [Rect] = []
        if scrollView.showsVerticalScrollIndicator {
            let extra = scrollView.verticalScrollIndicatorInsets
            let start = frame.minY + Double(inset.top + extra.top) + edgeGap
            let end = frame.maxY - Double(inset.bottom + extra.bottom) - edgeGap
            if let (position, length) = place(along: end - start, content: Double(size.height), view: frame.height,
                                              insets: Double(inset.top + inset.bottom), offset: Double(offset.y + inset.top)) {
                let x = frame.maxX - Double(inset.right + extra.right) - edgeGap - thickness
                bars.append(Rect(x: x, y: start + position, width: thickness, height: length))
            }
        }
        if scrollView.showsHorizontalScrollIndicator {
            let extra = scrollView.horizontalScrollIndicatorInsets
            let start = frame.minX + Double(inset.left + extra.left) + edgeGap
            // Clear of the vertical bar's corner, as iOS keeps the two apart.
            let end = frame.maxX - Double(inset.right + extra.right) - edgeGap - (bars.isEmpty ? 0 : thickness + edgeGap)
            if let (position, length) = place(along: end - start, content: Double(size.width), view: frame.width,
                                              insets: Double(inset.left + inset.right), offset: Double(offset.x + inset.left)) {
                let y = frame.maxY - Double(inset.bottom + extra.bottom) - edgeGap - thickness
                bars.append(Rect(x: start + position, y: y, width: length, height: thickness))
            }
        }
        return bars
    }

    /// Where a bar lies along a track `track` long, and how long it is, for content `content`
    /// long in a view `view` long less `insets`, scrolled `offset` from its start; nil when the
    /// content fits.
    private static func place(along track: Double, content: Double, view: Double, insets: Double,
                              offset: Double) -> (position: Double, length: Double)? {
        let visible = view - insets, range = content - visible
        guard range > 0.5, track > shortestPulled else { return nil }
        var length = max(min(shortest, track), track * visible / content)
        // Pulled past an end, the bar shortens by as much, down to a dot.
        let pulled = max(0, -offset, offset - range)
        length = max(shortestPulled, length - pulled)
        let progress = min(max(offset / range, 0), 1)
        return (progress * (track - length), length)
    }

    /// The bar's colour for `style` on a screen in `appearance`.
    static func color(for style: UIScrollView.IndicatorStyle, appearance: UserInterfaceStyle) -> Color {
        switch style {
        case .black: return Color.black.withAlpha(alpha)
        case .white: return Color.white.withAlpha(alpha)
        case .default: return (appearance == .dark ? Color.white : Color.black).withAlpha(alpha)
        }
    }
}

/// When each scroll view on screen last moved, so its indicators show while it moves and fade
/// once it rests. Told the time at each frame's step and each shown offset as the frame is drawn.
final class ScrollIndicatorClock {
    /// The frame's time.
    private(set) var now = 0.0
    private var seen: [ObjectIdentifier: (offset: CGPoint, moved: Double?)] = [:]

    static let shownAfterMoving = 0.5
    static let fading = 0.3

    /// Notes where `scrollView`'s content is as it is drawn, and whether a drag, the wheel or an
    /// animation is `scrolling` it: that shows the indicators, while they are shown or once the
    /// content moved. A jump made without animation (an inset that changed, code setting the
    /// offset) does not, as on iOS.
    func note(_ scrollView: UIScrollView, scrolling: Bool) {
        let key = ObjectIdentifier(scrollView), offset = scrollView.contentOffset
        guard let last = seen[key] else {
            seen[key] = (offset, nil)
            return
        }
        let shown = opacity(of: scrollView) > 0
        seen[key] = (offset, scrolling && (shown || last.offset != offset) ? now : last.moved)
    }

    /// How opaque `scrollView`'s indicators are now: 1 while it moves and just after, then less, then 0.
    func opacity(of scrollView: UIScrollView) -> Double {
        guard let moved = seen[ObjectIdentifier(scrollView)]?.moved else { return 0 }
        let rested = now - moved - Self.shownAfterMoving
        return rested <= 0 ? 1 : max(0, 1 - rested / Self.fading)
    }

    private var wasShowing = false

    /// Moves the clock to the frame at `now`: true when an indicator shows or has just gone, so
    /// the frame must be drawn (the last one draws it away).
    func step(to now: Double) -> Bool {
        self.now = now
        let showing = isShowing
        defer { wasShowing = showing }
        return showing || wasShowing
    }

    /// Whether some indicator still shows: frames must keep coming until it has faded.
    var isShowing: Bool {
        seen.values.contains { entry in entry.moved.map { now - $0 < Self.shownAfterMoving + Self.fading } ?? false }
    }

    /// Draws `scrollView`'s indicators, its bounds lying at `frame` on `renderer`'s canvas.
    func draw(_ scrollView: UIScrollView, in frame: Rect, renderer: ViewRenderer, appearance: UserInterfaceStyle) {
        let opacity = opacity(of: scrollView)
        guard opacity > 0 else { return }
        let color = ScrollIndicator.color(for: scrollView.indicatorStyle, appearance: appearance)
        for bar in ScrollIndicator.bars(of: scrollView, in: frame) {
            renderer.canvas.fill(bar, color: color.withAlpha(color.alpha * opacity), cornerRadius: ScrollIndicator.thickness / 2)
        }
    }
}
