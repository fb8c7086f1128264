import CollectionLayout
import CollectionView
import TestSupport
import Testing
@testable import UIKitCompat

/// A button inside a cell takes a click on it, as a touch on a control inside a cell does in
/// UIKit: its target is sent its action and the cell is not selected; a click elsewhere in the
/// cell selects the cell.
@Suite(.serialized) @MainActor struct CellControlClickTests {
    final class RowCell: UICollectionViewCell {
        let button = UIButton(type: .system)

        override init(frame: CGRect) {
            super.init(frame: frame)
            button.setTitle("Follow", for: .normal)
            button.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(button)
            NSLayoutConstraint.activate([
                button.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                button.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                button.widthAnchor.constraint(equalToConstant: 80),
                button.heightAnchor.constraint(equalToConstant: 30),
            ])
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    final class PeopleViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate, SelectorPerforming {
        private(set) var followed: [Int] = []
        private(set) var selected: [Int] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 375, height: 60)
            layout.minimumLineSpacing = 0
            let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            collectionView.register(RowCell.self, forCellWithReuseIdentifier: "row")
            collectionView.dataSource = self
            collectionView.delegate = self
            view.addSubview(collectionView)
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10 }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath) as! RowCell
            cell.button.tag = indexPath.item
            cell.button.addTarget(self, action: Selector("follow:"), for: .touchUpInside)
            return cell
        }

        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            selected.append(indexPath.item)
        }

        func follow(_ sender: UIButton) { followed.append(sender.tag) }

        func perform(selector: Selector, sender: Any?) -> Bool {
            guard selector.name == "follow:" else { return false }
            follow(sender as! UIButton)
            return true
        }
    }

    @Test("a click on a row's button sends its action and selects nothing; a click beside it selects the row")
    func buttonTakesTheClick() throws {
        let host = LayoutHost(size: Size(width: 375, height: 667))
        let controller = PeopleViewController()
        let presentation = host.solving { ScreenPresentation(rootViewController: controller, host: host) }
        let layout = ScreenLayout(presentation)
        let screen = try CollectionScreen(layout: layout, dataSource: layout.dataSource, host: host, measurer: FixedWidthMeasurer())
        screen.measureVisible()
        screen.draw(on: RecordingCanvas(), measurer: FixedWidthMeasurer())
        // The third row is 120 to 180; its button 279 to 359 across, 135 to 165 down.
        screen.pointerPressed(at: Point(x: 300, y: 150), time: 0, now: 0)
        screen.pointerReleased(at: Point(x: 300, y: 150), time: 50, now: 0.05)
        #expect(controller.followed == [2])
        #expect(controller.selected.isEmpty)
        screen.pointerPressed(at: Point(x: 100, y: 150), time: 100, now: 0.1)
        screen.pointerReleased(at: Point(x: 100, y: 150), time: 150, now: 0.15)
        #expect(controller.selected == [2])
        #expect(controller.followed == [2])
    }
}
