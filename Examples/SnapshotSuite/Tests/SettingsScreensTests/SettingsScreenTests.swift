#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
import UIKitSnapshotTesting
#endif
import SnapshotTesting
import XCTest
import SettingsScreens

final class SettingsScreenTests: XCTestCase {
    func testScreen() {
        let vc = UINavigationController(rootViewController: SettingsViewController())
        assertSnapshot(of: vc, as: .image(on: .iPhone13))
        assertSnapshot(of: vc, as: .image(on: .iPhoneSe, precision: 0.99, perceptualPrecision: 0.98))
        assertSnapshot(of: vc, as: .image(on: .iPadPro11(.landscape), traits: .init(userInterfaceStyle: .dark)))
        assertSnapshot(of: vc, as: .recursiveDescription(on: .iPhone13))
    }

    func testCell() {
        let cell = ContactCell(frame: CGRect(x: 0, y: 0, width: 375, height: 80))
        assertSnapshot(of: cell, as: .image)
        assertSnapshot(of: cell, as: .image(size: CGSize(width: 320, height: 80),
                                            traits: UITraitCollection(preferredContentSizeCategory: .accessibilityLarge)))
        assertSnapshot(of: cell, as: .recursiveDescription)
    }
}
