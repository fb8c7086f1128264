// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "MyLayouts",
    dependencies: [
        .package(url: "https://github.com/OWNER/xcollection", branch: "main"),
    ],
    targets: [
        .target(name: "MyLayouts", dependencies: [
            .product(name: "CollectionLayout", package: "xcollection"),
            .product(name: "CollectionView", package: "xcollection"),
        ]),
        .executableTarget(name: "my-layouts", dependencies: [
            "MyLayouts",
            .product(name: "CollectionWindow", package: "xcollection"),
        ]),
        .testTarget(name: "MyLayoutsTests", dependencies: [
            "MyLayouts",
            .product(name: "CollectionWindow", package: "xcollection"),
        ]),
    ]
)
