// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "xcollection",
    products: [
        .library(name: "CollectionLayout", targets: ["CollectionLayout"]),
        .library(name: "CollectionView", targets: ["CollectionView"]),
        .library(name: "Gallery", targets: ["Gallery"]),
        .library(name: "X11Window", targets: ["X11Window"]),
        .library(name: "CollectionWindow", targets: ["CollectionWindow"]),
        .executable(name: "xcollection", targets: ["xcollection"]),
    ],
    dependencies: [
        // The command line of the `xcollection` executable.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `make docs`: the DocC catalogs of the library products, built as documentation.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        .target(name: "CollectionLayout"),
        // Xlib, XRender, Xft (and fontconfig), XInput2 and XTest, declared only.
        .systemLibrary(
            name: "CX11",
            pkgConfig: "xft",
            providers: [.apt(["libx11-dev", "libxft-dev", "libxrender-dev", "libxi-dev", "libxtst-dev", "libfontconfig-dev"])]
        ),
        // libpng, for capture and golden images.
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        // The thin window layer: display, window, events, back-buffer canvas, text, PNG.
        .target(name: "X11Window", dependencies: ["CX11", "CPNG"]),
        .target(name: "CollectionView", dependencies: ["CollectionLayout"]),
        .target(name: "Gallery", dependencies: ["CollectionLayout", "CollectionView"]),
        // The one room that sees both the collection view and X11: the paced window loop, the
        // canvas adapter, the presenter, Xft measuring, and headless snapshots.
        .target(name: "CollectionWindow", dependencies: ["CollectionLayout", "CollectionView", "X11Window"]),
        .executableTarget(
            name: "xcollection",
            dependencies: [
                "CollectionLayout",
                "CollectionView",
                "CollectionWindow",
                "Gallery",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Against the private Xvfb `make test` starts: golden screenshots and XTest input.
        .testTarget(name: "DisplayTests", dependencies: ["X11Window", "Gallery", "CollectionWindow"],
                    exclude: ["__Snapshots__"]),
        .testTarget(name: "CollectionViewTests", dependencies: ["CollectionLayout", "CollectionView", "Gallery"]),
        .testTarget(
            name: "CollectionLayoutTests",
            dependencies: ["CollectionLayout", "Gallery"]
        ),
        // Needs an X server: XCOLLECTION_TEST_DISPLAY, or an Xvfb the tests start themselves.
        .testTarget(name: "X11WindowTests", dependencies: ["X11Window", "CollectionView"]),
    ]
)
