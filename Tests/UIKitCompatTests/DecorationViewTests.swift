import CollectionLayout
import CollectionView
import Testing
import UIKitCompat

/// Decoration views registered on a layout with `register(_:forDecorationViewOfKind:)` draw
/// what a view of their class sets on itself in `init(frame:)`, as UIKit makes one per decoration.
@Suite @MainActor struct DecorationViewTests {
    final class CardBackground: UICollectionReusableView {
        nonisolated(unsafe) static var made = 0
        override init(frame: CGRect) {
            super.init(frame: frame)
            Self.made += 1
            backgroundColor = .secondarySystemGroupedBackground
            layer.cornerRadius = 10
            layer.borderWidth = 2
            layer.borderColor = UIColor.systemRed.cgColor
            layer.shadowOpacity = 0.5
            layer.shadowRadius = 6
            layer.shadowOffset = CGSize(width: 0, height: 4)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    private func dataSource(_ layout: UICollectionViewLayout) -> (UICollectionView, UICollectionViewDiffableDataSource<Int, Int>) {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        let data = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) { _, _, _ in UICollectionViewCell() }
        return (view, data)
    }

    @Test("the registered class's background, corner radius, border and shadow; made once per kind")
    func registeredKindDrawsItsView() {
        let layout = UICollectionViewFlowLayout()
        layout.register(CardBackground.self, forDecorationViewOfKind: "card")
        let (view, data) = dataSource(layout)
        CardBackground.made = 0
        let content = data.content(forDecorationOfKind: "card", at: IndexPath(item: 0, section: 0))
        _ = data.content(forDecorationOfKind: "card", at: IndexPath(item: 0, section: 3))
        #expect(CardBackground.made == 1)
        #expect(content?.background == UIColor.secondarySystemGroupedBackground.color)
        #expect(content?.cornerRadius == 10)
        #expect(content?.border == Border(color: UIColor.systemRed.color, width: 2))
        #expect(content?.shadow == Shadow(color: UIColor(white: 0, alpha: 0.5).color, offsetY: 4, radius: 6))
        withExtendedLifetime(view) {}
    }

    @Test("an unregistered kind shows clear, and registering nil removes a kind")
    func unregisteredKindIsClear() {
        let layout = UICollectionViewFlowLayout()
        layout.register(CardBackground.self, forDecorationViewOfKind: "card")
        layout.register(nil, forDecorationViewOfKind: "card")
        let (view, data) = dataSource(layout)
        #expect(data.content(forDecorationOfKind: "card", at: IndexPath(item: 0, section: 0)) == CellContent())
        #expect(data.content(forDecorationOfKind: "other", at: IndexPath(item: 0, section: 0)) == CellContent())
        withExtendedLifetime(view) {}
    }

    @Test("a layer's colours round-trip through CGColor")
    func cgColorRoundTrip() {
        let color = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        #expect(UIColor(cgColor: color.cgColor) == color)
        #expect(color.cgColor.alpha == 0.8)
        #expect(CALayer().borderColor == UIColor.black.cgColor)
    }
}
