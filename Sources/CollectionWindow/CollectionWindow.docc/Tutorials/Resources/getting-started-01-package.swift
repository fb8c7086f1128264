// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "MyLayouts",
    dependencies: [
        .package(url: "https://github.com/OWNER/xcollection", branch: "main"),
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
        // Frame and snapshot tests; the golden PNG beside them is not a source.
        .testTarget(name: "MyLayoutsTests", dependencies: [
            "MyLayouts",
            .product(name: "CollectionLayout", package: "xcollection"),
            .product(name: "CollectionView", package: "xcollection"),
            .product(name: "CollectionWindow", package: "xcollection"),
        ], exclude: ["journal-375x667.png"]),
    ]
)
