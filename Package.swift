// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "xcollection",
    products: [
        .library(name: "CollectionLayout", targets: ["CollectionLayout"]),
        .library(name: "CollectionView", targets: ["CollectionView"]),
        // The examples, for the project's own benchmark package only (underscored: not API).
        .library(name: "_XCollectionGallery", targets: ["XCollectionGallery"]),
        .library(name: "X11Window", targets: ["X11Window"]),
        .library(name: "CollectionWindow", targets: ["CollectionWindow"]),
        .library(name: "CollectionSnapshotTesting", targets: ["CollectionSnapshotTesting"]),
        .library(name: "UIKitCompat", targets: ["UIKitCompat"]),
        .library(name: "UIKitWindow", targets: ["UIKitWindow"]),
        .library(name: "UIKitSnapshotTesting", targets: ["UIKitSnapshotTesting"]),
        .library(name: "ConstraintSolver", targets: ["ConstraintSolver"]),
        .executable(name: "xcollection", targets: ["xcollection"]),
        // What `xcollection --swift` hands its run to: the same command with the compiler, the
        // loader and UIKitCompat (and so Foundation), which the drawing program never loads.
        .executable(name: "xcollection-swift", targets: ["XCollectionSwiftHost"]),
    ],
    dependencies: [
        // The command line of the `xcollection` executable.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Diffable data source snapshots: their sections and reload marks are OrderedSets.
        .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
        // CollectionSnapshotTesting: strategies for assertSnapshot, and the project's own goldens.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // The --swift host reads files as syntax trees: whether a file is a screen, and the
        // target–action rewrite of @objc and #selector.
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
        // `make docs`: the DocC catalogs of the library products, built as documentation.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        .target(name: "CollectionLayout"),
        // The incremental Cassowary solver Auto Layout's constraints are solved with: pure Swift,
        // no UIKit names (issue 31's room).
        .target(name: "ConstraintSolver"),
        // Xlib, XRender, Xft (and fontconfig), XInput2 and XTest, declared only.
        .systemLibrary(
            name: "CX11",
            pkgConfig: "xft",
            providers: [.apt(["libx11-dev", "libxft-dev", "libxrender-dev", "libxi-dev", "libxtst-dev", "libfontconfig-dev"])]
        ),
        // libpng, for capture and golden images.
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        // libjpeg-turbo's TurboJPEG API, for JPEG images.
        .systemLibrary(name: "CTurboJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"])]),
        // HarfBuzz, which shapes text, and FriBidi, which orders it by direction.
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CFriBidi", pkgConfig: "fribidi", providers: [.apt(["libfribidi-dev"])]),
        // The thin window layer: display, window, events, back-buffer canvas, text, PNG and JPEG.
        .target(name: "X11Window", dependencies: ["CX11", "CPNG", "CTurboJPEG", "CHarfBuzz", "CFriBidi"]),
        .target(name: "CollectionView", dependencies: [
            "CollectionLayout", .product(name: "OrderedCollections", package: "swift-collections"),
        ]),
        // The program's examples: a name no user's target would have, since target names must be
        // unique across every package a build holds.
        .target(name: "XCollectionGallery", dependencies: ["CollectionLayout", "CollectionView"]),
        // The one room that sees both the collection view and X11: the paced window loop, the
        // canvas adapter, the presenter, Xft measuring, and headless snapshots.
        // Fonts/ is DejaVu Sans, Sans Bold, Serif and Serif Bold, which snapshots draw with on every machine.
        // Its fonts are found by path (PinnedFonts), not as a resource bundle: SwiftPM's bundle
        // accessor imports Foundation, which the drawing program must not load.
        .target(name: "CollectionWindow", dependencies: ["CollectionLayout", "CollectionView", "X11Window"],
                exclude: ["Fonts"]),
        // Image, layout dump and ASCII strategies for swift-snapshot-testing's assertSnapshot.
        .target(name: "CollectionSnapshotTesting", dependencies: [
            "CollectionLayout", "CollectionView", "CollectionWindow",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
        // UIKit's names (NSCollectionLayout*, UICollectionViewCompositionalLayout, UIView, …) over the engine,
        // so iOS layout and cell code compiles unchanged. Its layouts build the engine's values and place
        // nothing themselves; it lays out and draws views: the Auto Layout engine (on ConstraintSolver),
        // stack arrangement and the view renderer.
        .target(name: "UIKitCompat", dependencies: ["CollectionLayout", "CollectionView", "ConstraintSolver", "X11Window"]),
        // What the entry point generated for an `xcollection --swift` file hands the program, and
        // the defaults of what such a file may leave out; the compiled file imports it.
        .target(name: "SwiftFileSupport", dependencies: ["UIKitCompat"]),
        // A view controller's screen in a window, from a package: UIKitCompat over CollectionWindow.
        .target(name: "UIKitWindow", dependencies: ["UIKitCompat", "CollectionWindow", "CollectionView", "CollectionLayout", "X11Window"]),
        // Source in, source out: what makes iOS target–action compile on Linux (docs/screens.md).
        // swift-snapshot-testing's UIKit strategies (.image(on:), .recursiveDescription, ViewImageConfig)
        // for UIKitCompat's views and view controllers, so iOS snapshot test files run on Linux.
        .target(name: "UIKitSnapshotTesting", dependencies: [
            "UIKitCompat", "UIKitWindow", "CollectionSnapshotTesting", "CollectionLayout", "X11Window",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
        .target(name: "TargetActionRewrite", dependencies: [
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ]),
        // The command line, shared by both executables: everything but compiling and loading a
        // `--swift` file, with FoundationEssentials and no Foundation.
        .target(
            name: "XCollectionProgram",
            dependencies: [
                "CollectionLayout",
                "CollectionView",
                "CollectionWindow",
                "XCollectionGallery",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The program a user runs: it draws, and hands a `--swift` run to xcollection-swift.
        .executableTarget(name: "xcollection", dependencies: ["XCollectionProgram"],
                          linkerSettings: [.unsafeFlags(["-static-stdlib", "-l_FoundationCollections", "-l_FoundationCShims", "-Xlinker", "--no-export-dynamic"])]),
        .executableTarget(
            name: "XCollectionSwiftHost",
            dependencies: [
                "XCollectionProgram",
                "CollectionLayout",
                "CollectionView",
                "CollectionWindow",
                "XCollectionGallery",
                "SwiftFileSupport",
                "UIKitCompat",
                "TargetActionRewrite",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            // A `--swift` file is compiled into a shared library without copies of the project's
            // modules and opened into this program, so its symbols must be visible to it.
            linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])]
        ),
        // What every test target shares: a recording canvas, a fixed-width measurer, the display
        // helper, the program runner, golden images and a seeded generator.
        .target(name: "TestSupport", dependencies: ["CollectionLayout", "CollectionView", "X11Window"], path: "Tests/TestSupport"),
        .testTarget(name: "CollectionLayoutTests", dependencies: ["CollectionLayout", "XCollectionGallery", "TestSupport"]),
        .testTarget(name: "CollectionViewTests", dependencies: ["CollectionLayout", "CollectionView", "XCollectionGallery", "TestSupport"]),
        // In-process goldens of the gallery through CollectionWindow.snapshot, and Xft measuring.
        .testTarget(name: "CollectionWindowTests",
                    dependencies: ["CollectionWindow", "CollectionSnapshotTesting", "XCollectionGallery", "TestSupport", "UIKitCompat",
                                   .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
                    exclude: ["__Snapshots__"]),
        // The strategies as a user's tests use them, from Swift Testing and XCTest.
        .testTarget(name: "CollectionSnapshotTestingTests",
                    dependencies: ["CollectionSnapshotTesting", "XCollectionGallery", "TestSupport",
                                   .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
                    exclude: ["__Snapshots__"]),
        // UIKit-style layout code, dumped through UIKitCompat and compared with the engine's own.
        .testTarget(name: "UIKitCompatTests", dependencies: ["UIKitCompat", "CollectionLayout", "CollectionView", "TestSupport"]),
        // Private Xvfbs of their own, started by the tests.
        .testTarget(name: "X11WindowTests", dependencies: ["X11Window", "TestSupport"]),
        .testTarget(name: "TargetActionRewriteTests", dependencies: ["TargetActionRewrite"]),
        .testTarget(name: "UIKitWindowTests", dependencies: ["UIKitWindow", "UIKitCompat", "CollectionLayout", "X11Window", "TestSupport"]),
        // The built `xcollection`, run as a user runs it (it is not a dependency: `swift build`
        // builds it beside the tests); the window ones against the Xvfb `make test` starts.
        .testTarget(name: "UIKitSnapshotTestingTests",
                    dependencies: ["UIKitSnapshotTesting", "UIKitCompat", "X11Window", "TestSupport",
                                   .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]),
        // The iOS reference corpus: views written again from public snapshot tests, scored against
        // the measured regions of the pictures iOS recorded for them.
        .testTarget(name: "IOSReferenceTests", dependencies: ["UIKitSnapshotTesting", "UIKitCompat", "X11Window"],
                    exclude: ["Measured"]),
        .testTarget(name: "ConstraintSolverTests", dependencies: ["ConstraintSolver"]),
        .testTarget(name: "CommandLineTests", dependencies: ["CollectionLayout", "CollectionWindow", "X11Window", "XCollectionGallery", "TestSupport"],
                    exclude: ["__Snapshots__"]),
    ]
)
