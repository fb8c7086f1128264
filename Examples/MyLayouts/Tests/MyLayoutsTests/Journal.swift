import CollectionLayout
import CollectionView
import CollectionWindow
import MyLayouts
import Testing

/// The journal as the tests look at it: on a phone, solved and rendered as the window would.
enum Journal {
    /// An iPhone 8's screen in points, one pixel a point.
    static let phone = Size(width: 375, height: 667)

    /// The layout solved for the phone: the frames to look for in the pictures.
    static func solved() throws -> CompositionalSolution {
        try JournalLayout.make().solve(container: phone, itemCounts: JournalData().itemCounts)
    }

    /// Where the item at `item` of `section` is on the first screen, every orthogonal section where the window starts it.
    static func frame(_ section: JournalSection, _ item: Int) throws -> Rect {
        let solved = try solved()
        let indexPath = IndexPath(item: item, section: section.rawValue)
        return try #require(solved.attributesForItem(at: indexPath, offsets: solved.initialOffsets)).frame
    }

    /// The phone's screen scrolled down by `y` points, rendered headless.
    static func snapshot(scrolledTo y: Double = 0) throws -> RGBAImage {
        try CollectionWindow.snapshot(layout: JournalLayout.make(), dataSource: JournalData(), size: phone,
                                      offset: Point(x: 0, y: y))
    }
}

extension RGBAImage {
    /// The pixel at `x`, `y` as "#RRGGBB", written as the data source writes its colours, so a
    /// failure reads at a glance.
    func rgb(_ x: Int, _ y: Int) -> String {
        let pixel = pixel(x: x, y: y)
        return "#" + [pixel.red, pixel.green, pixel.blue].map { byte in
            let digits = String(byte, radix: 16, uppercase: true)
            return byte < 16 ? "0" + digits : digits
        }.joined()
    }
}
