// swift-tools-version:6.0
import PackageDescription

// An iOS team's screens and their snapshot tests, run on Linux: the screens import UIKit on iOS
// and UIKitCompat here; the test file is the one the team runs on iOS, with its imports switched.
let package = Package(
    name: "SnapshotSuite",
    dependencies: [
        // In your package: the path of your clone of xcollection, or the URL your team hosts it at.
        .package(name: "xcollection", path: "../.."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        .target(name: "SettingsScreens", dependencies: [
            .product(name: "UIKitCompat", package: "xcollection"),
        ]),
        // __Snapshots__ holds the references: NAME.png recorded on iOS (where the team has them)
        // and NAME.linux.png recorded here, side by side.
        .testTarget(name: "SettingsScreensTests", dependencies: [
            "SettingsScreens",
            .product(name: "UIKitCompat", package: "xcollection"),
            .product(name: "UIKitSnapshotTesting", package: "xcollection"),
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ], exclude: ["__Snapshots__"]),
    ]
)
