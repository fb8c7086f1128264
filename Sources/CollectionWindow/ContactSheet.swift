import CollectionLayout
import CollectionView
import X11Window

/// Pictures laid side by side, each under its label, on a light grey sheet: what
/// `--variants` writes. Rows hold at most `columns` tiles, each row as tall as its tallest.
struct ContactSheet {
    /// The gap around and between tiles, and the label band's height, in pixels.
    let gap: Int
    let labelHeight: Int
    let columns: Int

    static let background = Color(hex: 0xE5E5EA)

    /// The sheet of `tiles` (each a label picture and a tile picture).
    func compose(_ tiles: [(label: RGBAImage, image: RGBAImage)]) -> RGBAImage {
        let rows = stride(from: 0, to: tiles.count, by: columns).map { Array(tiles[$0..<Swift.min($0 + columns, tiles.count)]) }
        let rowHeights = rows.map { row in labelHeight + (row.map(\.image.height).max() ?? 0) }
        let rowWidths = rows.map { row in row.map(\.image.width).reduce(gap) { $0 + $1 + gap } }
        let width = rowWidths.max() ?? gap
        let height = rowHeights.reduce(gap) { $0 + $1 + gap }
        let grey: [UInt8] = [0xE5, 0xE5, 0xEA, 255]
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for index in stride(from: 0, to: pixels.count, by: 4) { pixels.replaceSubrange(index..<index + 4, with: grey) }
        var top = gap
        for (row, rowHeight) in zip(rows, rowHeights) {
            var left = gap
            for tile in row {
                Self.copy(tile.label, into: &pixels, width: width, x: left, y: top)
                Self.copy(tile.image, into: &pixels, width: width, x: left, y: top + labelHeight)
                left += tile.image.width + gap
            }
            top += rowHeight + gap
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// Copies `image` into the sheet's `pixels` (`width` wide) with its top left at (x, y),
    /// clipped to the sheet.
    private static func copy(_ image: RGBAImage, into pixels: inout [UInt8], width: Int, x: Int, y: Int) {
        let height = pixels.count / (width * 4)
        for row in 0..<image.height where y + row < height {
            let count = Swift.min(image.width, width - x) * 4
            guard count > 0 else { continue }
            let source = row * image.width * 4, target = ((y + row) * width + x) * 4
            pixels.replaceSubrange(target..<target + count, with: image.pixels[source..<source + count])
        }
    }
}

extension CollectionWindow {
    /// One picture of `layout` with `dataSource` on each screen of `variants` made from `base`,
    /// labelled with its name and laid side by side, each at its own size: a contact sheet of the
    /// devices, the appearances or the text sizes (`xcollection --screenshot --variants`). Each
    /// tile is at its screen's display scale (a device's own) unless `scale` gives one for all;
    /// the gaps and labels are at the largest tile's.
    public static func contactSheet(layout: any CollectionViewLayout, dataSource: any CollectionDataSource, base: LayoutHost,
                                    variants: TraitVariants, scale: Double? = nil, offset: Point = Point(x: 0, y: 0),
                                    layoutDirection: LayoutDirection = .leftToRight) throws -> RGBAImage {
        var tiles: [(label: RGBAImage, image: RGBAImage)] = []
        let hosts = variants.hosts(from: base).map { name, variant in
            var host = variant
            if let scale { host.traits.displayScale = scale }
            return (name: name, host: host)
        }
        let sheetScale = hosts.map(\.host.traits.displayScale).max() ?? 1
        for (name, host) in hosts {
            let image = try snapshot(layout: layout, dataSource: dataSource, host: host, offset: offset, layoutDirection: layoutDirection)
            let label = try SnapshotRenderer.withShared { renderer in
                try renderer.renderLabel(name, size: Size(width: host.size.width, height: 24), scale: host.traits.displayScale,
                                         background: ContactSheet.background, color: Color(hex: 0x3C3C43))
            }
            tiles.append((label, image))
        }
        let columns = variants == .contentSizes ? 6 : tiles.count
        return ContactSheet(gap: Int((16 * sheetScale).rounded()), labelHeight: Int((24 * sheetScale).rounded()), columns: columns).compose(tiles)
    }
}
