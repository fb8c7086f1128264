import ArgumentParser

/// The layout the program shows: an example, a layout file or a Swift file, and its items. One titled group of `xcollection --help`.
struct SourceOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The example to show (see --list-examples).", valueName: "name"))
    var example: String?


    @Option(name: .long, help: ArgumentHelp("A layout file to show instead of an example.", valueName: "file"))
    var layout: String?


    @Option(name: .customLong("swift"), parsing: .upToNextOption,
            help: ArgumentHelp("Swift files (or a folder of them) defining func createLayout() -> UICollectionViewLayout, or a screen's func makeRootViewController() -> UIViewController, with import UIKitCompat, compiled as one module and shown (docs/swift-files.md, docs/screens.md).",
                               valueName: "file.swift"))
    var swiftFiles: [String] = []

    /// The first `--swift` file or folder, which names what is shown.
    var swiftFile: String? { swiftFiles.first }


    @Option(name: .long, help: ArgumentHelp("With --swift, the items of each section, in place of the file's itemCounts (default 12,12,12).", valueName: "n,n,…"),
            transform: ItemCountsOption.parse)
    var itemCounts: ItemCountsOption?


    @Option(name: .long, help: ArgumentHelp("With --swift, the folder UIImage(named:) finds images in (default: Assets beside the file).", valueName: "folder"))
    var assets: String?


    @Option(name: .long, help: ArgumentHelp("With --swift, the Swift language mode to compile the file in: 5 (the default, as most iOS code) or 6.", valueName: "5|6"),
            transform: SwiftLanguageMode.parse)
    var swiftVersion: Int?


    @Option(name: .long, help: ArgumentHelp("Give the example this many items, to try it at scale (list, grid and two-column).", valueName: "count"),
            transform: ItemCount.parse)
    var items: Int?


    @Flag(name: .long, help: "List the examples with one line each.")
    var listExamples = false

}
