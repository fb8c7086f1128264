// swift-tools-version:6.1
import Foundation
import PackageDescription

// SwiftPM names a path dependency after its folder, which is whatever the clone is called.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().lastPathComponent.lowercased()

// `make bench-peers`: xcollection beside a GTK4 GtkListView and a Qt5 QListView, driven by the
// same XTest input. A package of its own so that neither `make bench` nor the main build needs
// GTK or Qt.
let package = Package(
    name: "xcollection-peer-benchmarks",
    dependencies: [.package(path: "../..")],
    targets: [
        .executableTarget(
            name: "PeerBenchmarks",
            dependencies: [.product(name: "X11Window", package: root)]
        ),
    ]
)
