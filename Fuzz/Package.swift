// swift-tools-version:6.1
import Foundation
import PackageDescription

// SwiftPM names a path dependency after its folder, which is whatever the clone is called.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent.lowercased()

// The layout-file fuzzer, built and run by `make fuzz` with libFuzzer (`-sanitize=fuzzer`). A
// package of its own: its one target has no `main` (libFuzzer brings it), so it cannot live in
// the main build.
let package = Package(
    name: "xcollection-fuzz",
    dependencies: [.package(path: "..")],
    targets: [
        .executableTarget(
            name: "LayoutFileFuzzer",
            dependencies: [.product(name: "CollectionLayout", package: root)]
        ),
    ]
)
