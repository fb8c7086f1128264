import CollectionLayout
import CollectionView
import TestSupport
import Testing
@testable import UIKitCompat

/// `keyboardDismissMode` on a drag of the screen's collection view. The window has no software
/// keyboard on the screen — typing comes from the computer's, as on iOS with a hardware keyboard
/// — so the interactive modes, whose keyboard follows the touch off the screen, have nothing to
/// follow, and leave editing as it is; the drag modes end it as the drag begins.
@Suite(.serialized) @MainActor struct KeyboardDismissModeTests {
    final class SearchableListViewController: UIViewController, UICollectionViewDataSource {
        let field = UITextField(frame: CGRect(x: 16, y: 70, width: 361, height: 36))
        var collectionView: UICollectionView!
        let mode: UIScrollView.KeyboardDismissMode

        init(mode: UIScrollView.KeyboardDismissMode) {
            self.mode = mode
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewDidLoad() {
            super.viewDidLoad()
            let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
            collectionView = UICollectionView(frame: CGRect(x: 0, y: 120, width: 393, height: 732), collectionViewLayout: layout)
            collectionView.keyboardDismissMode = mode
            collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
            collectionView.dataSource = self
            field.borderStyle = .roundedRect
            field.placeholder = "Search"
            view.addSubview(collectionView)
            view.addSubview(field)
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 100 }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath) as! UICollectionViewListCell
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(indexPath.item)"
            cell.contentConfiguration = content
            return cell
        }
    }

    static let host = Device.iPhone15.host(in: .portrait, traits: Traits())

    @Test("a drag down the list ends editing in the drag modes, and leaves it in the interactive ones and none", arguments: [
        (UIScrollView.KeyboardDismissMode.none, true), (.onDrag, false), (.onDragWithAccessory, false),
        (.interactive, true), (.interactiveWithAccessory, true),
    ])
    func dragEndsEditing(mode: UIScrollView.KeyboardDismissMode, stillEditing: Bool) throws {
        let controller = SearchableListViewController(mode: mode)
        let screen = try screenUnderTest(controller, host: Self.host).screen
        screen.draw(on: RecordingCanvas(), measurer: FixedWidthMeasurer())
        #expect(Self.host.solving { controller.field.becomeFirstResponder() })
        #expect(controller.field.isFirstResponder)
        screen.pointerPressed(at: Point(x: 200, y: 400), time: 0, now: 0)
        for step in 1...10 {
            let t = Double(step) * 0.03
            screen.pointerMoved(to: Point(x: 200, y: 400 + 30 * Double(step)), time: t * 1000, now: t)
        }
        screen.pointerReleased(at: Point(x: 200, y: 700), time: 300, now: 0.3)
        #expect(controller.field.isFirstResponder == stillEditing)
    }
}
