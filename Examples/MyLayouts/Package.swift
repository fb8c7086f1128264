// swift-tools-version:6.0
import PackageDescription

// A package of your own that uses xcollection: its layout and data in MyLayouts, a window that
// shows them, and screenshot tests that need no Mac and no display.
let package = Package(
    name: "MyLayouts",
    dependencies: [
        // In your package: the path of your clone of xcollection (or the URL of the repository
        // your team hosts it at). Here, the checkout this example sits in. SwiftPM would name it
        // after its folder, which is whatever the clone is called; `name:` fixes it, so the
        // products below resolve.
        .package(name: "xcollection", path: "../.."),
        // assertSnapshot, which CollectionSnapshotTesting gives strategies for.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        .target(name: "MyLayouts", dependencies: [
            .product(name: "CollectionLayout", package: "xcollection"),
            .product(name: "CollectionView", package: "xcollection"),
        ]),
        // A target named Gallery, as apps often have one: it builds beside xcollection's libraries.
        .target(name: "Gallery", dependencies: [
            "MyLayouts",
            .product(name: "CollectionLayout", package: "xcollection"),
            .product(name: "CollectionView", package: "xcollection"),
        ]),
        .executableTarget(name: "my-layouts", dependencies: [
            "Gallery",
            .product(name: "CollectionLayout", package: "xcollection"),
            .product(name: "CollectionView", package: "xcollection"),
            .product(name: "CollectionWindow", package: "xcollection"),
        ]),
        // __Snapshots__ holds the recorded references; a .gitkeep in it keeps the folder in a
        // clone that has recorded none yet, so the exclude below never names a missing folder
        // (SwiftPM warns "Invalid Exclude" on every build when it does).
        .testTarget(name: "MyLayoutsTests", dependencies: [
            "MyLayouts",
            .product(name: "CollectionLayout", package: "xcollection"),
            .product(name: "CollectionView", package: "xcollection"),
            .product(name: "CollectionWindow", package: "xcollection"),
            .product(name: "CollectionSnapshotTesting", package: "xcollection"),
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ], exclude: ["__Snapshots__"]),
    ]
)
