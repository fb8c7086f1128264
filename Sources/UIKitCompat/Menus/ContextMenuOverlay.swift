import CollectionLayout
import CollectionView

/// A context menu open over the screen: its actions in rows on a rounded panel beside the item
/// pressed, the screen dimmed behind it. A click on a row runs its action and closes the menu;
/// a click anywhere else, or Escape, closes it. A submenu (a `UIMenu` child without
/// `.displayInline`) is a row of its title and a chevron: a click opens it in the menu's place,
/// its title as the header, and a click on that header goes back to the menu it came from.
///
/// | | value | source |
/// |---|---|---|
/// | panel width | 250 points | measured on iOS 17 simulators (Apple gives none) |
/// | row height | 44 points, title in 17-point body text; both follow Dynamic Type (the row grows by the body style's leading) | Human Interface Guidelines: menus use the body style; 44-point targets |
/// | subtitle | under the title in footnote, `secondaryLabel`; the row taller by its leading | estimate |
/// | menu title | above the rows in footnote, `secondaryLabel`, 8 points above and below, a separator under it | estimate |
/// | state | a checkmark 16 points in from the leading edge for an action that is on; every title in the menu moves 28 points further in to make room | estimate |
/// | right to left | titles, checkmarks and images change sides | UIKit mirrors menus |
/// | corner radius | 13 points | measured, as above |
/// | gap from the item | 8 points, below it when there is room, else above | measured, as above |
/// | between groups (inline menus) | an 8-point band | measured, as above |
/// | submenu row | its title, a 14-point `chevron.right` 16 points in from the trailing edge; opened in the menu's place, its title the header (`chevron.down` beside it) | estimate |
/// | the screen behind | black at 0.2 (iOS also blurs it) | measured, as above |
struct ContextMenuOverlay {
    /// A row: its action and where it lies on the screen.
    struct Row {
        /// The action a click runs; for a submenu's row, one that stands for it (its title and image).
        let action: UIAction
        let frame: CGRect
        /// The submenu the row opens; nil for an action's row.
        var submenu: UIMenu? = nil
    }

    /// What a click on the menu reaches.
    enum Hit {
        case action(UIAction)
        case submenu(UIMenu)
        /// The header of an opened submenu: back to the menu it came from.
        case back
    }

    /// The menu an opened submenu came from, to go back to.
    final class Parent {
        let overlay: ContextMenuOverlay
        init(_ overlay: ContextMenuOverlay) { self.overlay = overlay }
    }

    let rows: [Row]
    /// The panel on the screen.
    let frame: CGRect
    /// Where bands between groups lie.
    let bands: [CGRect]
    /// The menu's title and where it lies; nil when the menu has none.
    let title: (text: String, frame: CGRect)?
    /// Whether titles make room for a checkmark: some action is on.
    let marksState: Bool
    /// The text size and direction the menu was opened in.
    let category: ContentSizeCategory
    let rightToLeft: Bool
    /// The menu it came from, when it is an opened submenu.
    let parent: Parent?
    /// Where it was opened, to open a submenu in the same place.
    private let anchor: CGRect, screen: CGSize, safeArea: UIEdgeInsets, traits: Traits

    static let width: CGFloat = 250
    static let rowHeight: CGFloat = 44
    static let cornerRadius = 13.0
    static let gap: CGFloat = 8
    static let band: CGFloat = 8
    static let dimming = 0.2
    static let inset = 16.0
    static let stateRoom = 28.0
    static let titlePadding: CGFloat = 8

    /// The menu's actions beside `anchor` (the item's frame on a screen of `size` with `safeArea`),
    /// in the text size and direction of `traits`; nil for a menu with no action.
    init?(menu: UIMenu, anchor: CGRect, size: CGSize, safeArea: UIEdgeInsets, traits: Traits = Traits(), parent: Parent? = nil) {
        let groups = Self.groups(of: menu).filter { !$0.isEmpty }
        guard !groups.isEmpty else { return nil }
        self.parent = parent
        self.anchor = anchor
        screen = size
        self.safeArea = safeArea
        self.traits = traits
        category = traits.preferredContentSizeCategory
        rightToLeft = traits.layoutDirection == .rightToLeft
        marksState = groups.joined().contains { $0.action.state == .on }
        let grown = CGFloat(TextStyle.body.leading(at: category) - TextStyle.body.leading(at: .large))
        let subtitleLine = CGFloat(TextStyle.footnote.leading(at: category))
        func rowHeight(_ row: Row) -> CGFloat {
            Self.rowHeight + grown + ((row.action.subtitle ?? "").isEmpty ? 0 : subtitleLine)
        }
        let titleHeight = menu.title.isEmpty ? 0 : subtitleLine + 2 * Self.titlePadding
        let height = titleHeight + groups.joined().reduce(0) { $0 + rowHeight($1) } + CGFloat(groups.count - 1) * Self.band
        let below = anchor.maxY + Self.gap
        let fitsBelow = below + height <= size.height - safeArea.bottom
        var y = fitsBelow ? below : anchor.minY - Self.gap - height
        y = min(max(y, safeArea.top + Self.gap), size.height - safeArea.bottom - height)
        let x = min(max(anchor.minX, safeArea.left + 16), size.width - safeArea.right - 16 - Self.width)
        frame = CGRect(x: x, y: y, width: Self.width, height: height)
        title = menu.title.isEmpty ? nil : (menu.title, CGRect(x: x, y: y, width: Self.width, height: titleHeight))
        var rows: [Row] = [], bands: [CGRect] = []
        var top = y + titleHeight
        for (index, group) in groups.enumerated() {
            if index > 0 {
                bands.append(CGRect(x: x, y: top, width: Self.width, height: Self.band))
                top += Self.band
            }
            for row in group {
                rows.append(Row(action: row.action, frame: CGRect(x: x, y: top, width: Self.width, height: rowHeight(row)), submenu: row.submenu))
                top += rowHeight(row)
            }
        }
        self.rows = rows
        self.bands = bands
    }

    /// The menu's rows in groups (their frames still to be given): its own actions and submenus,
    /// then each inline submenu's.
    private static func groups(of menu: UIMenu) -> [[Row]] {
        var groups: [[Row]] = [[]]
        for child in menu.children {
            if let action = child as? UIAction {
                groups[groups.count - 1].append(Row(action: action, frame: .zero))
            } else if let submenu = child as? UIMenu {
                guard submenu.options.contains(.displayInline) else {
                    let standIn = UIAction(title: submenu.title, image: submenu.image) { _ in }
                    groups[groups.count - 1].append(Row(action: standIn, frame: .zero, submenu: submenu))
                    continue
                }
                groups += Self.groups(of: submenu)
                groups.append([])
            }
        }
        return groups
    }

    /// The action of the row under `point`; nil outside the rows, on a disabled one or on a submenu's.
    func action(at point: CGPoint) -> UIAction? {
        guard case .action(let action) = hit(at: point) else { return nil }
        return action
    }

    /// What a click at `point` reaches: an action, a submenu to open, the header that goes back;
    /// nil outside the rows or on a disabled one.
    func hit(at point: CGPoint) -> Hit? {
        if parent != nil, let title, title.frame.contains(point) { return .back }
        guard let row = rows.first(where: { $0.frame.contains(point) }), !row.action.attributes.contains(.disabled) else { return nil }
        return row.submenu.map(Hit.submenu) ?? .action(row.action)
    }

    /// `submenu` opened in this menu's place, coming back to this one.
    func opening(_ submenu: UIMenu) -> ContextMenuOverlay? {
        ContextMenuOverlay(menu: submenu, anchor: anchor, size: screen, safeArea: safeArea, traits: traits, parent: Parent(self))
    }

    func draw(on screen: Size, renderer: ViewRenderer) {
        let canvas = renderer.canvas
        canvas.fill(Rect(origin: .zero, size: screen), color: Color.black.withAlpha(Self.dimming), cornerRadius: 0)
        let panel = Self.rect(frame)
        canvas.fill(panel, color: UIColor.systemBackground.color, cornerRadius: Self.cornerRadius, curve: .continuous)
        canvas.beginRoundedClip(panel, cornerRadius: Self.cornerRadius, corners: .all, curve: .continuous)
        for band in bands {
            canvas.fill(Self.rect(band), color: UIColor.systemGray5.color, cornerRadius: 0)
        }
        let font = FontSpec(size: TextStyle.body.pointSize(at: category))
        let small = FontSpec(size: TextStyle.footnote.pointSize(at: category))
        let metrics = renderer.measurer.metrics(of: font), smallMetrics = renderer.measurer.metrics(of: small)
        if let title {
            let baseline = Double(title.frame.minY + Self.titlePadding) + smallMetrics.ascent
            drawLine(title.text, font: small, color: .secondaryLabel, in: title.frame, indent: Self.inset, baseline: baseline, renderer: renderer)
            separator(at: Double(title.frame.maxY), in: title.frame, on: canvas)
            // An opened submenu's header goes back: a chevron pointing down beside it.
            if parent != nil, let chevron = UIImage(systemName: "chevron.down") {
                let side = 12.0
                let x = rightToLeft ? Double(title.frame.minX) + Self.inset : Double(title.frame.maxX) - Self.inset - side
                renderer.drawImage(chevron, tint: .secondaryLabel, in: Rect(x: x, y: Double(title.frame.midY) - side / 2, width: side, height: side))
            }
        }
        let indent = Self.inset + (marksState ? Self.stateRoom : 0)
        for (index, row) in rows.enumerated() {
            let action = row.action
            let color = action.attributes.contains(.disabled) ? UIColor.tertiaryLabel
                : action.attributes.contains(.destructive) ? UIColor.systemRed : UIColor.label
            let subtitle = action.subtitle ?? ""
            let lines = metrics.lineHeight + (subtitle.isEmpty ? 0 : smallMetrics.lineHeight)
            let baseline = Double(row.frame.midY) - lines / 2 + metrics.ascent
            drawLine(action.title, font: font, color: color, in: row.frame, indent: indent, baseline: baseline, renderer: renderer)
            if !subtitle.isEmpty {
                drawLine(subtitle, font: small, color: .secondaryLabel, in: row.frame, indent: indent,
                         baseline: baseline + metrics.descent + smallMetrics.ascent, renderer: renderer)
            }
            let side = 20.0
            if action.state == .on, let check = UIImage(systemName: "checkmark") {
                let x = rightToLeft ? Double(row.frame.maxX) - Self.inset - side : Double(row.frame.minX) + Self.inset
                renderer.drawImage(check, tint: color, in: Rect(x: x, y: Double(row.frame.midY) - side / 2, width: side, height: side))
            }
            if row.submenu != nil, let chevron = UIImage(systemName: "chevron.right") {
                let chevronSide = 14.0
                let x = rightToLeft ? Double(row.frame.minX) + Self.inset : Double(row.frame.maxX) - Self.inset - chevronSide
                renderer.drawImage(chevron, tint: .secondaryLabel, in: Rect(x: x, y: Double(row.frame.midY) - chevronSide / 2, width: chevronSide, height: chevronSide))
            } else if let image = action.image {
                let x = rightToLeft ? Double(row.frame.minX) + Self.inset : Double(row.frame.maxX) - Self.inset - side
                renderer.drawImage(image, tint: color, in: Rect(x: x, y: Double(row.frame.midY) - side / 2, width: side, height: side))
            }
            let next = index + 1 < rows.count ? rows[index + 1].frame.minY : nil
            if next == row.frame.maxY { separator(at: Double(row.frame.maxY), in: row.frame, on: canvas) }
        }
        canvas.endRoundedClip()
    }

    /// One line of text `indent` points in from the row's leading edge: the left, or the right
    /// right to left.
    private func drawLine(_ text: String, font: FontSpec, color: UIColor, in row: CGRect, indent: Double, baseline: Double,
                          renderer: ViewRenderer) {
        let width = renderer.measurer.advance(of: Substring(text), font: font)
        let x = rightToLeft ? Double(row.maxX) - indent - width : Double(row.minX) + indent
        renderer.canvas.drawText(Substring(text), font: font, color: color.color, x: x, baseline: baseline)
    }

    private func separator(at y: Double, in row: CGRect, on canvas: any Canvas) {
        canvas.fill(Rect(x: Double(row.minX), y: y - 0.5, width: Double(row.width), height: 0.5), color: UIColor.separator.color, cornerRadius: 0)
    }

    private static func rect(_ frame: CGRect) -> Rect {
        Rect(x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width), height: Double(frame.height))
    }
}
