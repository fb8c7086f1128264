import CollectionLayout

/// Where each part of a `CellContent` goes inside an element's frame: the icon at the leading
/// edge, the accessory at the trailing edge (both centred vertically), the labels stacked in
/// between, and the separator along the bottom.
public struct CellContentLayout: Sendable {
    /// Where the icon goes, if there is one.
    public var iconFrame: Rect?
    /// Each label, laid out and placed.
    public var labels: [PlacedLabel] = []
    /// Where the accessory goes, if there is one.
    public var accessoryFrame: Rect?
    /// The detail value, laid out on one line and placed before the accessory, if there is one.
    public var detail: PlacedLabel?
    /// The separator's line, as its left end, right end and thickness.
    public var separator: (from: Point, to: Point, thickness: Double)?

    /// The chevron's box.
    public static let chevronSize = Size(width: 8, height: 13)
    /// The checkmark's box.
    public static let checkmarkSize = Size(width: 14, height: 12)
    /// The outline disclosure's box: a chevron's, square, so it turns in place.
    public static let outlineDisclosureSize = Size(width: 13, height: 13)
    /// The most of a row's text width a detail value takes before it is cut short.
    public static let detailShare = 0.5
    /// Space between a pill's title and its ends.
    public static let pillPadding = 14.0

    /// The least width labels keep, where there are any, before the parts around them give way:
    /// room for a letter or two and an ellipsis, so a name is cut short rather than gone.
    public static let minimumTextWidth = 30.0
    /// How close the icon and the accessory come to the labels when the cell is that narrow.
    public static let tightSpacing = 4.0

    /// Lays `content` out in `frame`, wrapping its labels with `measurer`. In a cell too narrow
    /// for `minimumTextWidth` of text, the gaps shrink to `tightSpacing` and a pill gives up its
    /// minimum width, before the labels would.
    public init(content: CellContent, frame: Rect, measurer: any TextMeasuring) {
        let box = frame.inset(by: content.padding)
        var accessorySize = content.accessory.map { Self.size(of: $0, measurer: measurer) }
        var spacing = content.spacing
        func textWidth() -> Double {
            let icon = content.icon.map { $0.size + spacing } ?? 0
            let accessory = accessorySize.map { $0.width + spacing } ?? 0
            return box.width - icon - accessory
        }
        if !content.labels.isEmpty, textWidth() < Self.minimumTextWidth {
            spacing = Swift.min(spacing, Self.tightSpacing)
            if textWidth() < Self.minimumTextWidth, case .pill(let pill) = content.accessory {
                accessorySize?.width = Self.width(of: pill, measurer: measurer)
            }
        }
        var textMin = box.minX
        var textMax = box.maxX
        if let icon = content.icon {
            let rect = Rect(x: box.minX, y: (box.midY - icon.size / 2).pixelRounded, width: icon.size, height: icon.size)
            iconFrame = rect
            textMin = rect.maxX + spacing
        }
        if let size = accessorySize {
            let rect = Rect(x: box.maxX - size.width, y: (box.midY - size.height / 2).pixelRounded, width: size.width, height: size.height)
            accessoryFrame = rect
            textMax = rect.minX - spacing
        }
        if let label = content.detail {
            // The value keeps to one line, and to at most its share of what the text has.
            let natural = measurer.advance(of: Substring(label.text), font: label.font).rounded(.up)
            let width = Swift.min(natural, Swift.max(0, textMax - textMin) * Self.detailShare)
            var single = label
            single.numberOfLines = 1
            let layout = TextLayout(label: single, width: width, measurer: measurer)
            let frame = Rect(x: textMax - width, y: (box.midY - layout.height / 2).pixelRounded, width: width, height: layout.height)
            detail = PlacedLabel(label: single, layout: layout, frame: frame)
            textMax = frame.minX - spacing
        }
        let textWidth = Swift.max(0, textMax - textMin)
        let layouts = content.labels.map { label in
            (measurer as? CachedTextMeasurer)?.layout(label, width: textWidth) ?? TextLayout(label: label, width: textWidth, measurer: measurer)
        }
        let stackHeight = layouts.map(\.height).reduce(0, +) + content.labelSpacing * Double(Swift.max(0, layouts.count - 1))
        var y: Double
        switch content.verticalAlignment {
        case .top: y = box.minY
        case .center: y = box.midY - stackHeight / 2
        case .bottom: y = box.maxY - stackHeight
        }
        for (label, layout) in zip(content.labels, layouts) {
            labels.append(PlacedLabel(label: label, layout: layout, frame: Rect(x: textMin, y: y, width: textWidth, height: layout.height)))
            y += layout.height + content.labelSpacing
        }
        if let line = content.separator {
            let start = line.leadingInset.map { frame.minX + $0 } ?? textMin
            let lineY = frame.maxY - line.thickness / 2
            separator = (Point(x: start, y: lineY), Point(x: frame.maxX, y: lineY), line.thickness)
        }
    }

    /// The height `content` wants at `width`: its padding around the tallest of the icon, the
    /// accessory, the detail and the stack of labels wrapped to the width left between them, and
    /// at least its `minimumHeight`.
    public static func preferredHeight(of content: CellContent, width: Double, measurer: any TextMeasuring) -> Double {
        let layout = CellContentLayout(content: content, frame: Rect(x: 0, y: 0, width: width, height: 0), measurer: measurer)
        let stack = layout.labels.map(\.layout.height).reduce(0, +) + content.labelSpacing * Double(Swift.max(0, layout.labels.count - 1))
        let parts = [stack, layout.iconFrame?.height ?? 0, layout.accessoryFrame?.height ?? 0, layout.detail?.frame.height ?? 0].max() ?? 0
        return Swift.max(content.minimumHeight, content.padding.top + parts + content.padding.bottom).rounded(.up)
    }

    /// The size an accessory takes.
    public static func size(of accessory: Accessory, measurer: any TextMeasuring) -> Size {
        switch accessory {
        case .chevron:
            return chevronSize
        case .checkmark:
            return checkmarkSize
        case .outlineDisclosure:
            return outlineDisclosureSize
        case .pill(let pill):
            return Size(width: Swift.max(pill.minimumWidth, width(of: pill, measurer: measurer)), height: pill.height)
        case .text(let label):
            let metrics = measurer.metrics(of: label.font)
            return Size(width: measurer.advance(of: Substring(label.text), font: label.font).rounded(.up), height: metrics.lineHeight.rounded(.up))
        }
    }

    /// A pill's width around its title, without its minimum.
    private static func width(of pill: PillButton, measurer: any TextMeasuring) -> Double {
        (measurer.advance(of: Substring(pill.title), font: pill.font) + 2 * pillPadding).rounded(.up)
    }
}
