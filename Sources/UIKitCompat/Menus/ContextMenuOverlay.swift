import CollectionLayout
import CollectionView

/// A context menu open over the screen: its actions in rows on a rounded panel beside the item
/// pressed, the screen dimmed behind it. A click on a row runs its action and closes the menu;
/// a click anywhere else, or Escape, closes it.
///
/// | | value | source |
/// |---|---|---|
/// | panel width | 250 points | measured on iOS 17 simulators (Apple gives none) |
/// | row height | 44 points, title in 17-point body text | Human Interface Guidelines: menus use the body style; 44-point targets |
/// | corner radius | 13 points | measured, as above |
/// | gap from the item | 8 points, below it when there is room, else above | measured, as above |
/// | between groups (inline menus) | an 8-point band | measured, as above |
/// | the screen behind | black at 0.2 (iOS also blurs it) | measured, as above |
struct ContextMenuOverlay {
    /// A row: its action and where it lies on the screen.
    struct Row {
        let action: UIAction
        let frame: CGRect
    }

    let rows: [Row]
    /// The panel on the screen.
    let frame: CGRect
    /// Where bands between groups lie.
    let bands: [CGRect]

    static let width: CGFloat = 250
    static let rowHeight: CGFloat = 44
    static let cornerRadius = 13.0
    static let gap: CGFloat = 8
    static let band: CGFloat = 8
    static let dimming = 0.2

    /// The menu's actions beside `anchor` (the item's frame on a screen of `size` with `safeArea`);
    /// nil for a menu with no action.
    init?(menu: UIMenu, anchor: CGRect, size: CGSize, safeArea: UIEdgeInsets) {
        let groups = Self.groups(of: menu).filter { !$0.isEmpty }
        guard !groups.isEmpty else { return nil }
        let height = CGFloat(groups.joined().count) * Self.rowHeight + CGFloat(groups.count - 1) * Self.band
        let below = anchor.maxY + Self.gap
        let fitsBelow = below + height <= size.height - safeArea.bottom
        var y = fitsBelow ? below : anchor.minY - Self.gap - height
        y = min(max(y, safeArea.top + Self.gap), size.height - safeArea.bottom - height)
        let x = min(max(anchor.minX, safeArea.left + 16), size.width - safeArea.right - 16 - Self.width)
        frame = CGRect(x: x, y: y, width: Self.width, height: height)
        var rows: [Row] = [], bands: [CGRect] = []
        var top = y
        for (index, group) in groups.enumerated() {
            if index > 0 {
                bands.append(CGRect(x: x, y: top, width: Self.width, height: Self.band))
                top += Self.band
            }
            for action in group {
                rows.append(Row(action: action, frame: CGRect(x: x, y: top, width: Self.width, height: Self.rowHeight)))
                top += Self.rowHeight
            }
        }
        self.rows = rows
        self.bands = bands
    }

    /// The menu's actions in groups: its own, then each inline submenu's; a submenu that would
    /// open on its own is shown inline too.
    private static func groups(of menu: UIMenu) -> [[UIAction]] {
        var groups: [[UIAction]] = [[]]
        for child in menu.children {
            if let action = child as? UIAction {
                groups[groups.count - 1].append(action)
            } else if let submenu = child as? UIMenu {
                groups += Self.groups(of: submenu)
                groups.append([])
            }
        }
        return groups
    }

    /// The action of the row under `point`; nil outside the rows or on a disabled one.
    func action(at point: CGPoint) -> UIAction? {
        rows.first { $0.frame.contains(point) && !$0.action.attributes.contains(.disabled) }?.action
    }

    func draw(on screen: Size, renderer: ViewRenderer) {
        let canvas = renderer.canvas
        canvas.fill(Rect(origin: .zero, size: screen), color: Color.black.withAlpha(Self.dimming), cornerRadius: 0)
        let panel = Rect(x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width), height: Double(frame.height))
        canvas.fill(panel, color: UIColor.systemBackground.color, cornerRadius: Self.cornerRadius, curve: .continuous)
        canvas.beginRoundedClip(panel, cornerRadius: Self.cornerRadius, corners: .all, curve: .continuous)
        for band in bands {
            canvas.fill(Rect(x: Double(band.minX), y: Double(band.minY), width: Double(band.width), height: Double(band.height)),
                        color: UIColor.systemGray5.color, cornerRadius: 0)
        }
        let font = FontSpec(size: 17)
        let metrics = renderer.measurer.metrics(of: font)
        for (index, row) in rows.enumerated() {
            let action = row.action
            let color = action.attributes.contains(.disabled) ? UIColor.tertiaryLabel
                : action.attributes.contains(.destructive) ? UIColor.systemRed : UIColor.label
            let baseline = Double(row.frame.midY) + (metrics.ascent - metrics.descent) / 2
            canvas.drawText(Substring(action.title), font: font, color: color.color, x: Double(row.frame.minX) + 16, baseline: baseline)
            if let image = action.image {
                let side = 20.0
                renderer.drawImage(image, tint: color, in: Rect(x: Double(row.frame.maxX) - 16 - side, y: Double(row.frame.midY) - side / 2,
                                                               width: side, height: side))
            }
            let next = index + 1 < rows.count ? rows[index + 1].frame.minY : nil
            if next == row.frame.maxY {
                canvas.fill(Rect(x: Double(row.frame.minX), y: Double(row.frame.maxY) - 0.5, width: Double(row.frame.width), height: 0.5),
                            color: UIColor.separator.color, cornerRadius: 0)
            }
        }
        canvas.endRoundedClip()
    }
}
