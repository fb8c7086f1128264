import CollectionLayout
import CollectionView
import CollectionWindow
import Testing
import X11Window

/// Pictures of a device's screen in its pixels: 3x for an iPhone 15, the content below its
/// status bar, hairline separators one pixel, text drawn at the pixel size.
@Suite("Device snapshots")
struct DeviceSnapshotTests {
    private let style = ListStyle(ListConfiguration(appearance: .plain))

    private func list(_ count: Int) -> (CompositionalLayout, ContentProviderDataSource) {
        let style = self.style
        let data = ContentProviderDataSource(itemCounts: [count], cell: { path in style.row(title: "Row \(path.item)") },
                                             decoration: { kind, path in style.decoration(kind: kind, at: path) })
        return (CompositionalLayout(section: .list(using: style.configuration)), data)
    }

    private func row(_ image: RGBAImage, _ y: Int, x: Int = 900) -> [UInt8] {
        let p = image.pixel(x: x, y: y)
        return [p.red, p.green, p.blue]
    }

    @Test("an iPhone 15: 1179x2556 pixels; the first separator is the single pixel row 308, under the status bar's 59 points")
    func iPhone15() throws {
        let (layout, data) = list(30)
        let image = try CollectionWindow.snapshot(layout: layout, dataSource: data, device: .iPhone15)
        #expect(image.width == 1179 && image.height == 2556)
        // Row 0 spans 59…103 points; its separator is a third of a point at 102⅔: pixel row 308.
        #expect(row(image, 307) == [255, 255, 255])
        #expect(row(image, 308) != [255, 255, 255])
        #expect(row(image, 309) == [255, 255, 255])
        // Nothing is drawn under the status bar.
        #expect((0..<177).allSatisfy { row(image, $0, x: 100) == [255, 255, 255] })
    }

    @Test("text is shaped at the pixel size: at 2x the row's title is as wide as at 1x, twice over, within a pixel")
    func textAtScale() throws {
        let (layout, data) = list(3)
        func inkWidth(_ image: RGBAImage, row y: Int) -> Int {
            let dark = (0..<image.width).filter { image.pixel(x: $0, y: y).red < 128 }
            return (dark.max() ?? 0) - (dark.min() ?? 0)
        }
        let one = try CollectionWindow.snapshot(layout: layout, dataSource: data, host: LayoutHost(size: Size(width: 320, height: 200)))
        var doubled = LayoutHost(size: Size(width: 320, height: 200))
        doubled.traits.displayScale = 2
        let two = try CollectionWindow.snapshot(layout: layout, dataSource: data, host: doubled)
        #expect(two.width == 640 && two.height == 400)
        // Row 0's title runs across its middle, 22 points down.
        let widthAt1 = (18...26).map { inkWidth(one, row: $0) }.max() ?? 0
        let widthAt2 = (36...52).map { inkWidth(two, row: $0) }.max() ?? 0
        #expect(widthAt1 > 20)
        #expect(abs(widthAt2 - 2 * widthAt1) <= 3, "\(widthAt2) against \(widthAt1)")
    }
}
