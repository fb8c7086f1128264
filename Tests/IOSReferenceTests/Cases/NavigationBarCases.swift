import UIKitCompat
import UIKitSnapshotTesting

/// Thumbprint's navigation bar appearances: a screen titled "Test" with a back chevron, in a
/// navigation controller whose bar takes an opaque white appearance with its shadow, or a
/// transparent one; snapshotted on a 375x667 configuration with no safe area, so the bar sits at
/// the top edge. Recorded on an iPhone 15 simulator with iOS 17.0.1.
enum NavigationBarCases {
    static let all: [IOSReference] = [("default", false), ("transparent", true)].map { name, transparent in
        IOSReference(name: "thumbprint-navigation-bar-\(name)",
                     source: .init(repository: "thumbtack/thumbprint-ios", licence: "Apache-2.0",
                                   commit: "48d59c94c3ed6f610dda4d88a9024dab55d161d0",
                                   path: "Tests/ThumbprintTests/Snapshot/Components/__Snapshots__/NavigationBarTest/testAppearances.\(name).png",
                                   test: "Tests/ThumbprintTests/Snapshot/Components/NavigationBarTest.swift testAppearances",
                                   recordedOn: "iOS 17.0.1, iPhone 15 simulator (ci.yml at 9e39f47, where the pictures were recorded)"),
                     config: ViewImageConfig(safeArea: .zero, size: CGSize(width: 375, height: 667), traits: UITraitCollection()),
                     scale: 3, subject: .screen { barScreen(transparent: transparent) })
    }

    @MainActor
    private static func barScreen(transparent: Bool) -> UIViewController {
        let screen = UIViewController()
        screen.view.backgroundColor = UIColor(red: 211 / 255, green: 212 / 255, blue: 213 / 255, alpha: 1)
        screen.title = "Test"
        screen.navigationItem.leftBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "chevron.left"), style: .plain, target: nil, action: nil)
        let navigation = UINavigationController(rootViewController: screen)
        // Thumbprint's black.
        let ink = UIColor(red: 47 / 255, green: 48 / 255, blue: 51 / 255, alpha: 1)
        let bar = navigation.navigationBar
        bar.tintColor = ink
        bar.isTranslucent = transparent
        let appearance = UINavigationBarAppearance()
        if transparent { appearance.configureWithTransparentBackground() } else { appearance.configureWithOpaqueBackground() }
        appearance.titleTextAttributes = [.font: UIFont.systemFont(ofSize: 16, weight: .bold), .foregroundColor: ink]
        appearance.backgroundImage = UIImage()
        if transparent {
            appearance.shadowImage = UIImage()
            appearance.shadowColor = .clear
        }
        appearance.backgroundColor = transparent ? .clear : .white
        bar.standardAppearance = appearance
        bar.compactAppearance = appearance
        bar.scrollEdgeAppearance = appearance
        bar.compactScrollEdgeAppearance = appearance
        return navigation
    }
}
