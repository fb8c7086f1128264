import CollectionLayout
import CollectionView
import TestSupport
import Testing
@testable import UIKitCompat

/// `overrideUserInterfaceStyle` on a controller or a view forces its appearance on everything
/// inside it, whatever the screen's: its views read it in `traitCollection` and are drawn in it,
/// the collection view's content too.
@Suite(.serialized) @MainActor struct AppearanceOverrideTests {
    final class NightViewController: UICollectionViewController {
        let caption = UILabel()
        init() {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 375, height: 50)
            layout.minimumLineSpacing = 0
            super.init(collectionViewLayout: layout)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override func viewDidLoad() {
            super.viewDidLoad()
            overrideUserInterfaceStyle = .dark
            collectionView.backgroundColor = .systemBackground
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "row")
        }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
            cell.contentView.backgroundColor = .secondarySystemBackground
            return cell
        }
    }

    static let host = Device.iPhoneSE3.host(in: .portrait, traits: Traits())

    private func fillColors(of presentation: ScreenPresentation) throws -> [Color] {
        let layout = ScreenLayout(presentation)
        let screen = try CollectionScreen(layout: layout, dataSource: layout.dataSource, host: Self.host, measurer: FixedWidthMeasurer())
        screen.measureVisible()
        let canvas = RecordingCanvas()
        screen.draw(on: canvas, measurer: FixedWidthMeasurer())
        return canvas.operations.compactMap { operation -> Color? in
            guard case .fill(_, let color, _) = operation else { return nil }
            return color
        }
    }

    @Test("a controller forcing dark on a light screen: its views read dark, and its collection view's cells are drawn dark")
    func controllerForcesDark() throws {
        let night = NightViewController()
        let presentation = Self.host.solving { ScreenPresentation.settled(rootViewController: night, host: Self.host) }
        #expect(night.traitCollection.userInterfaceStyle == .dark)
        #expect(night.collectionView.traitCollection.userInterfaceStyle == .dark)
        #expect(presentation.contentStyle == .dark)
        let colors = try fillColors(of: presentation)
        let darkCell = UIColor.secondarySystemBackground.color.resolved(for: .dark)
        let lightCell = UIColor.secondarySystemBackground.color.resolved(for: .light)
        #expect(darkCell != lightCell)
        #expect(colors.contains(darkCell) && !colors.contains(lightCell))
    }

    @Test("a view forcing light inside a dark screen draws its background light; its sibling stays dark")
    func viewForcesLight() throws {
        let root = UIViewController()
        let light = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        light.backgroundColor = .systemBackground
        light.overrideUserInterfaceStyle = .light
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        light.addSubview(inner)
        let plain = UIView(frame: CGRect(x: 0, y: 300, width: 100, height: 100))
        plain.backgroundColor = .systemBackground
        root.view.addSubview(light)
        root.view.addSubview(plain)
        var traits = Traits()
        traits.userInterfaceStyle = .dark
        let host = Device.iPhoneSE3.host(in: .portrait, traits: traits)
        let presentation = host.solving { ScreenPresentation.settled(rootViewController: root, host: host) }
        #expect(host.solving { inner.traitCollection.userInterfaceStyle } == .light)
        #expect(host.solving { plain.traitCollection.userInterfaceStyle } == .dark)
        let layout = ScreenLayout(presentation)
        let screen = try CollectionScreen(layout: layout, dataSource: layout.dataSource, host: host, measurer: FixedWidthMeasurer())
        let canvas = RecordingCanvas()
        screen.draw(on: canvas, measurer: FixedWidthMeasurer())
        let fills = canvas.operations.compactMap { operation -> (Rect, Color)? in
            guard case .fill(let rect, let color, _) = operation else { return nil }
            return (rect, color)
        }
        let white = UIColor.systemBackground.color.resolved(for: .light), black = UIColor.systemBackground.color.resolved(for: .dark)
        #expect(fills.contains { $0.0 == Rect(x: 0, y: 100, width: 100, height: 100) && $0.1 == white })
        #expect(fills.contains { $0.0 == Rect(x: 0, y: 300, width: 100, height: 100) && $0.1 == black })
    }

    @Test("a controller presented by one forcing dark is shown dark too")
    func presentedTakesPresentersStyle() {
        let root = UIViewController()
        root.overrideUserInterfaceStyle = .dark
        let presentation = Self.host.solving { ScreenPresentation.settled(rootViewController: root, host: Self.host) }
        let sheet = UIViewController()
        let label = UILabel()
        sheet.view.addSubview(label)
        Self.host.solving {
            root.present(sheet, animated: false)
            presentation.finishTransitions()
        }
        #expect(Self.host.solving { label.traitCollection.userInterfaceStyle } == .dark)
        #expect(sheet.traitCollection.userInterfaceStyle == .dark)
    }
}
