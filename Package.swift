// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "xcollection",
    products: [
        .library(name: "CollectionLayout", targets: ["CollectionLayout"]),
        .library(name: "Gallery", targets: ["Gallery"]),
        .executable(name: "xcollection", targets: ["xcollection"]),
    ],
    dependencies: [
        // The command line of the `xcollection` executable.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .target(name: "CollectionLayout"),
        .target(name: "Gallery", dependencies: ["CollectionLayout"]),
        .executableTarget(
            name: "xcollection",
            dependencies: [
                "CollectionLayout",
                "Gallery",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `make bench`: layout timings printed as a table; never run by the tests.
        .executableTarget(name: "xcollection-bench", dependencies: ["CollectionLayout", "Gallery"]),
        .testTarget(
            name: "CollectionLayoutTests",
            dependencies: ["CollectionLayout", "Gallery", "xcollection"]
        ),
    ]
)
