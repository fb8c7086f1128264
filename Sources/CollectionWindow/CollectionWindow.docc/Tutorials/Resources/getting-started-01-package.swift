// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "MyLayouts",
    dependencies: [
        .package(url: "https://github.com/OWNER/xcollection", branch: "main"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        // The layout and its data: no window, no X11.
        .target(name: "MyLayouts", dependencies: [
            .product(name: "CollectionLayout", package: "xcollection"),
            .product(name: "CollectionView", package: "xcollection"),
        ]),
        // The program that opens the window.
        .executableTarget(name: "my-layouts", dependencies: [
            "MyLayouts",
            .product(name: "CollectionLayout", package: "xcollection"),
            .product(name: "CollectionView", package: "xcollection"),
            .product(name: "CollectionWindow", package: "xcollection"),
        ]),
        // Frame and snapshot tests; the references in __Snapshots__ are not sources.
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
