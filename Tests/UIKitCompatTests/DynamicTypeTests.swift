import CollectionLayout
import CollectionView
import Testing
import UIKitCompat

/// Dynamic Type as iOS code meets it: `preferredFont(forTextStyle:)` at the shown text size,
/// `UIFontMetrics` for custom fonts and values, and list rows that grow with their text.
@Suite @MainActor struct DynamicTypeTests {
    private func host(_ category: ContentSizeCategory, scale: Double = 1) -> LayoutHost {
        LayoutHost(size: Size(width: 375, height: 667), traits: Traits(displayScale: scale, preferredContentSizeCategory: category))
    }

    @Test("Apple's sizes for a style at every category: body 14 to 53, caption 2 never below 11")
    func table() {
        #expect(ContentSizeCategory.allCases.map { TextStyle.body.pointSize(at: $0) } == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        #expect(ContentSizeCategory.allCases.map { TextStyle.caption2.pointSize(at: $0) } == [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41])
        #expect(TextStyle.largeTitle.pointSize(at: .extraSmall) == 31 && TextStyle.largeTitle.pointSize(at: .accessibilityExtraExtraExtraLarge) == 60)
        #expect(TextStyle.footnote.pointSize() == 13 && TextStyle.headline.isSemibold)
    }

    @Test("preferredFont takes the text size of the screen being laid out or drawn, or of the traits it is given")
    func preferredFont() {
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        let huge = host(.accessibilityExtraExtraExtraLarge).solving { UIFont.preferredFont(forTextStyle: .body) }
        #expect(huge.pointSize == 53)
        let small = UIFont.preferredFont(forTextStyle: .headline, compatibleWith: UITraitCollection(traits: Traits(preferredContentSizeCategory: .extraSmall)))
        #expect(small.pointSize == 14 && small.fontSpec.weight == .semibold)
    }

    @Test("UIFontMetrics: a font scales by its style's size; a value by its leading, on the display's pixels")
    func metrics() {
        let base = UIFont.systemFont(ofSize: 17)
        #expect(UIFontMetrics.default.scaledFont(for: base).pointSize == 17)
        let xxxl = host(.extraExtraExtraLarge).solving { UIFontMetrics.default.scaledFont(for: base) }
        #expect(xxxl.pointSize == 23)
        let capped = host(.accessibilityExtraExtraExtraLarge).solving { UIFontMetrics(forTextStyle: .title1).scaledFont(for: base, maximumPointSize: 30) }
        #expect(capped.pointSize == 30)
        // Body at Medium: 17 × 21 / 22 = 16.23, on the pixels of a 3x display 16⅓ (as measured on iOS).
        let value = host(.medium, scale: 3).solving { UIFontMetrics.default.scaledValue(for: 17) }
        #expect(abs(value - 49.0 / 3) < 1e-9)
        let traits = UITraitCollection(traits: Traits(displayScale: 2, preferredContentSizeCategory: .accessibilityMedium))
        #expect(UIFontMetrics(forTextStyle: .body).scaledValue(for: 22, compatibleWith: traits) == 34)
    }

    @Test("a list row measured at accessibilityExtraExtraExtraLarge is taller than at Large, as its body text grows from 17 to 53")
    func rowsGrow() throws {
        func firstRowHeight(_ category: ContentSizeCategory) throws -> Double {
            var list = UICollectionLayoutListConfiguration(appearance: .plain)
            list.showsSeparators = false
            let layout = UICollectionViewCompositionalLayout.list(using: list)
            let style = ListStyle(ListConfiguration(appearance: .plain))
            let data = ContentProviderDataSource(itemCounts: [5]) { _ in style.row(title: "Wi-Fi") }
            let screen = try CollectionScreen(layout: layout.collectionViewLayout, dataSource: data, host: host(category),
                                              measurer: HalfWidthMeasurer())
            screen.measureVisible()
            return try #require(screen.layout.attributesForItem(at: CollectionLayout.IndexPath(item: 0, section: 0), offsets: screen.offsets)).frame.height
        }
        let large = try firstRowHeight(.large), huge = try firstRowHeight(.accessibilityExtraExtraExtraLarge)
        #expect(large == 44, "UIKit's minimum row height holds at Large")
        // A 53-point line (53 high with this measurer) and the row's padding above and below.
        #expect(huge == 53 + 2 * ListMetrics.rowVerticalPadding, "\(huge)")
    }
}

/// Every character half the font size wide; ascent and descent 0.8 and 0.2 of it.
private final class HalfWidthMeasurer: TextMeasuring {
    func advance(of text: Substring, font: FontSpec) -> Double { Double(text.count) * font.size / 2 }
    func metrics(of font: FontSpec) -> FontMetrics { FontMetrics(ascent: font.size * 0.8, descent: font.size * 0.2) }
}
