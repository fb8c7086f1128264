import CollectionLayout
import CollectionView
import Testing
import TestSupport

/// Colours that resolve per appearance, and a screen that draws them in its host's.
@Suite struct DynamicColorTests {
    @Test("a dynamic colour is its light value in light, its dark value in dark; a plain one the same in both")
    func resolution() {
        let color = Color(light: Color(hex: 0xFFFFFF), dark: Color(hex: 0x1C1C1E))
        #expect(color.resolved(for: .light) == Color(hex: 0xFFFFFF))
        #expect(color.resolved(for: .dark) == Color(hex: 0x1C1C1E))
        #expect(color.withAlpha(0.5).resolved(for: .dark) == Color(hex: 0x1C1C1E, alpha: 0.5))
        #expect(Color(hex: 0x123456).resolved(for: .dark) == Color(hex: 0x123456))
        #expect(Color(ListMetrics.label).resolved(for: .dark) == Color(hex: 0xFFFFFF))
        #expect(ListMetrics.secondarySystemGroupedBackground.resolved(for: .dark) == ContentColor(red: 28, green: 28, blue: 30))
        #expect(ListMetrics.separatorColor.resolved(for: .dark) == ContentColor(red: 84, green: 84, blue: 88, alpha: 153))
    }

    @Test("a screen shown dark draws the system background black and a card's grey; shown light, white")
    func screenDrawsItsAppearance() throws {
        let row = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
        let layout = CompositionalLayout(section: LayoutSection(group: .vertical(layoutSize: row, subitems: [LayoutItem(layoutSize: row)])))
        let card = Color(light: .white, dark: Color(hex: 0x1C1C1E))
        let data = ContentProviderDataSource(itemCounts: [1]) { _ in CellContent(background: card) }
        func fills(_ style: UserInterfaceStyle) throws -> [Color] {
            let host = LayoutHost(size: Size(width: 200, height: 100), traits: Traits(userInterfaceStyle: style))
            let screen = try CollectionScreen(layout: layout, dataSource: data, host: host)
            let canvas = RecordingCanvas()
            screen.draw(on: canvas, measurer: FixedWidthMeasurer())
            return canvas.operations.compactMap { if case .fill(_, let color, _) = $0 { color } else { nil } }
        }
        #expect(try fills(.dark).prefix(2) == [Color(hex: 0x000000), Color(hex: 0x1C1C1E)])
        #expect(try fills(.light).prefix(2).map { $0.resolved(for: .light) } == [Color(hex: 0xFFFFFF), Color(hex: 0xFFFFFF)])
    }
}
