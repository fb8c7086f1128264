// swift-tools-version:6.1
import Foundation
import PackageDescription

// SwiftPM names a path dependency after its folder, which is whatever the clone is called.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent.lowercased()

// The layout benchmarks, run by `make bench` through ordo-one/package-benchmark. A package of
// their own, so the main build stays lean.
let package = Package(
    name: "xcollection-benchmarks",
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/package-benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // Xlib, Damage and XTest for the latency benchmark, which watches the program's window
        // from outside it (Debian's libxdamage-dev; `make bench` installs it).
        .systemLibrary(name: "CXDamage", path: "Sources/CXDamage", pkgConfig: "xdamage", providers: [.apt(["libxdamage-dev"])]),
        .executableTarget(
            name: "LayoutBenchmarks",
            dependencies: [
                "CXDamage",
                .product(name: "Benchmark", package: "package-benchmark"),
                .product(name: "CollectionLayout", package: root),
                .product(name: "CollectionView", package: root),
                .product(name: "CollectionWindow", package: root),
                .product(name: "_XCollectionGallery", package: root),
                .product(name: "X11Window", package: root),
                .product(name: "UIKitCompat", package: root),
                .product(name: "ConstraintSolver", package: root),
            ],
            path: "Benchmarks/LayoutBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
    ]
)
