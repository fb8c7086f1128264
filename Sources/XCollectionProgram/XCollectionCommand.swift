import ArgumentParser
import CollectionLayout
import CollectionView
import CollectionWindow
import FoundationEssentials
import X11Window
import XCollectionGallery

/// The `xcollection` command line.
struct XCollectionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "xcollection",
        abstract: "UIKit's compositional and flow layouts on Linux.",
        discussion: """
            Opens a window showing an example layout or a layout file. Keys: q or Escape quits, n and p \
            show the next and previous example, arrows, Page Up/Down and Home/End scroll. \
            --dump-layout prints the solved layout as JSON without a display; layout files are \
            described in docs/layout-file.md. --swift FILE.swift compiles a file that defines \
            func createLayout() -> UICollectionViewLayout with import UIKitCompat (and may define \
            let itemCounts: [Int] and func configure(_ collectionView: UICollectionView)), with the \
            Swift toolchain on PATH, caches it, and shows it as a layout file (docs/swift-files.md). \
            --compare checks a render or a dump against a golden (docs/screenshot-testing.md).
            """)

    @OptionGroup(title: "What to show") var source: SourceOptions
    @OptionGroup(title: "The view's size and direction") var view: ViewOptions
    @OptionGroup(title: "The device") var deviceOptions: DeviceOptions
    @OptionGroup(title: "What to produce") var output: OutputOptions
    @OptionGroup(title: "Comparing and recording") var comparison: ComparisonOptions
    @OptionGroup(title: "The window") var window: WindowOptions
    @OptionGroup(title: "UX checks") var scripting: ScriptOptions

    // The options by their names, as the code below reads them.
    var example: String? { source.example }
    var layout: String? { source.layout }
    var swiftFile: String? { source.swiftFile }
    var itemCounts: ItemCountsOption? { source.itemCounts }
    var swiftVersion: Int? { source.swiftVersion }
    var assets: String? { source.assets }
    var items: Int? { source.items }
    var listExamples: Bool { source.listExamples }
    /// The view's size: the device's screen, `--size`, or 375x667.
    var size: ViewSize {
        if let device = deviceOptions.device {
            let screen = device.size(in: deviceOptions.orientation ?? .portrait)
            return ViewSize(width: screen.width, height: screen.height)
        }
        return view.size ?? ViewSize(width: 375, height: 667)
    }

    /// The screen pictures are drawn for: the device's (at `--scale` when given), or a plain
    /// one of `--size` at `--scale`.
    var host: LayoutHost {
        let traits = deviceOptions.traits
        var host = deviceOptions.device.map { $0.host(in: deviceOptions.orientation ?? .portrait, traits: traits) }
            ?? LayoutHost(size: Size(width: size.width, height: size.height), safeAreaInsets: view.safeArea?.insets ?? .zero, traits: traits)
        if let scale = deviceOptions.scale { host.traits.displayScale = scale }
        // A screen's views mirror with the interface, as its collection view does.
        if let layoutDirection { host.traits.layoutDirection = layoutDirection }
        return host
    }

    var offset: ContentOffset { view.offset }
    var layoutDirection: LayoutDirection? { view.layoutDirection }
    var orthogonalOffsets: OrthogonalOffsetsOption? { view.orthogonalOffsets }
    var screenshot: String? { output.screenshot }
    /// `--dump-layout`, or `--dump-views`, which is the layout dump with more in it.
    var dumpLayout: Bool { output.dumpLayout || output.dumpViews }
    var dumpViews: Bool { output.dumpViews }
    var visualDescription: Bool { output.visualDescription }
    var exportLayout: Bool { output.exportLayout }
    var inspect: Bool { output.inspect }
    var measure: Bool { output.measure }
    var compare: String? { comparison.compare }
    var record: Bool { comparison.record }
    var artifacts: String? { comparison.artifacts }
    var watch: Bool { window.watch }
    var logEvents: Bool { window.logEvents }
    var logFrames: Bool { window.logFrames }
    var logStartup: Bool { window.logStartup }

    func run() throws {
        if keepsWindow {
            // This process keeps the window, and the same command, its child, draws in it; the
            // child takes the keeper's channel before it starts a compiler.
            guard KeptWindowChannel.take() != nil else { throw ExitCode(try WindowKeeper.run(arguments: CommandLine.arguments)) }
        }
        if opensWindow { FontconfigWarmUp.start() }
        if deviceOptions.listDevices {
            return try StandardOutput.print(DeviceOptions.deviceList, what: "the list of devices")
        }
        try host.solving { () throws(any Error) in try runShowing() }
    }

    /// Whether the command ends in a window rather than printing, comparing or rendering
    /// headless: then fontconfig loads while the screen is made (`FontconfigWarmUp`). A command
    /// this misjudges only loads it later, or for nothing.
    var opensWindow: Bool {
        !deviceOptions.listDevices && !listExamples && !(output.showRewritten && swiftFile != nil) && !exportLayout
            && !dumpLayout && !comparesDump && !(scripting.script != nil && scripting.headless) && !visualDescription
            && compare == nil && screenshot == nil
    }

    /// Whether the window is kept by a `WindowKeeper` while the code drawing it runs in a child:
    /// a watched `--swift` file's window, which outlives a trap of that code.
    var keepsWindow: Bool {
        opensWindow && watch && swiftFile != nil && scripting.script == nil
    }

    /// What `run` does once the screen is known, with every solve at its size taking its metrics.
    private func runShowing() throws {
        if listExamples {
            let width = Gallery.all.map(\.name.count).max() ?? 0
            let lines = Gallery.all.map { $0.name.padded(to: width + 2) + $0.summary + "\n" }
            return try StandardOutput.print(lines.joined(), what: "the list of examples")
        }
        if output.showRewritten, let swiftFile {
            do {
                let text = try swiftFileHost().rewrittenSource(swiftFileRequest(swiftFile, size: Size(width: size.width, height: size.height)))
                return try StandardOutput.print(text, what: "the rewritten source")
            } catch let error as SwiftFileError {
                throw Diagnostics.fail("\(error)")
            }
        }
        if exportLayout {
            if layout != nil || swiftFile != nil {
                // A file is written back as the program reads it: fractions as decimals, defaults left out.
                guard let document = try shown().examples[0].document(for: Size(width: size.width, height: size.height)) else {
                    // Only a compositional layout written in Swift has the file's form; a flow
                    // layout's delegate and prepare() are code.
                    throw Diagnostics.fail("\(swiftFile ?? ""): only a compositional layout written in Swift can be written as a layout file")
                }
                return try StandardOutput.print(document.encoded(), what: "the layout file")
            }
            let name = example ?? Gallery.defaultName
            guard let named = Gallery.example(named: name) else { throw unknownExample(name) }
            let found = try withItems(named)
            guard let document = found.document(for: Size(width: size.width, height: size.height)) else {
                throw Diagnostics.fail("example \(name) cannot be written as a layout file")
            }
            return try StandardOutput.print(document.encoded(), what: "the layout file")
        }
        let (examples, index, leftToRight) = try shown()
        let direction = layoutDirection ?? examples[index].layoutDirection
        // Solved again for the direction, which a section provider may ask about.
        var solved: any SolvedCollectionLayout
        do {
            solved = direction == .leftToRight ? leftToRight
                : try examples[index].solve(container: Size(width: size.width, height: size.height), direction: direction)
            // A screen's collection view is dumped in its own coordinates, at its own size.
            if let own = examples[index].layout.screenChrome?.collectionViewFrame(on: host).size, own != solved.containerSize {
                solved = try examples[index].solve(container: own, direction: direction)
            }
        } catch {
            throw Diagnostics.fail("\(examples[index].name): \(error)")
        }
        let vertical = solved.scrollDirection == .vertical
        if vertical ? offset.x != 0 : offset.y != 0 {
            throw Diagnostics.fail("--offset: the layout scrolls \(vertical ? "vertically; give 0,Y" : "horizontally; give X,0")")
        }
        // No offset given starts where the layout starts: the far end of a mirrored horizontal one.
        // A screen rests with its content below its bars: the content offset is minus the inset.
        let resting = examples[index].layout.screenChrome == nil ? solved.initialOffsets.main
            : -examples[index].contentInsetAdjustment.mainInsets(safeArea: examples[index].layout.safeAreaInsets(on: host),
                                                                 along: solved.scrollDirection.axis).leading
        let offsets = ScrollOffsets(main: offset.x == 0 && offset.y == 0 ? resting : (vertical ? offset.y : offset.x),
                                    viewportLength: solved.containerSize[solved.scrollDirection.axis])
        do {
            solved = try examples[index].layout.following(solved, toMainOffset: offsets.main, itemCounts: examples[index].itemCounts,
                                                          shownIn: direction)
        } catch {
            throw Diagnostics.fail("\(examples[index].name): \(error)")
        }
        if dumpLayout || comparesDump {
            let dumped = MeasuredDump.layout(examples[index], solved: solved, host: host,
                                             mainOffset: offsets.main, direction: direction, measure: measure)
            let orthogonal = try orthogonalOffsets.map { try orthogonalOffsets($0, for: solved) } ?? [:]
            var dumpOffsets = ScrollOffsets(main: offsets.main, viewportLength: offsets.viewportLength, orthogonal: orthogonal)
            // Pinned headers and footers keep clear of the adjusted content inset, as the picture's do.
            (dumpOffsets.leadingInset, dumpOffsets.trailingInset) = examples[index].contentInsetAdjustment
                .mainInsets(safeArea: examples[index].layout.safeAreaInsets(on: host), along: solved.scrollDirection.axis)
            if let compare {
                return try DumpComparison(golden: compare, record: record).run(dump: LayoutDump.string(dumped, offsets: dumpOffsets))
            }
            let output = StandardOutput()
            let debug = inspect ? dumped.inspection(in: firstScreen(of: dumped, at: dumpOffsets.main), offsets: dumpOffsets) : nil
            let views = dumpViews ? try viewTrees(of: dumped, example: examples[index], offsets: dumpOffsets) : [:]
            if dumpViews, let screen = examples[index].layout.screenChrome {
                output.write(ScreenDump.json(screen, dumped: dumped, host: host, offsets: dumpOffsets, views: views) + "\n")
                return try output.finish("the view dump")
            }
            LayoutDump.write(dumped, offsets: dumpOffsets, debug: debug,
                             annotate: views.isEmpty ? nil : { views[ElementIdentity($0)].map { "\"views\": " + $0.json } }) { output.write($0) }
            return try output.finish("the layout dump")
        }
        if let script = scripting.script, scripting.headless {
            return try playScript(script, shown: examples[index], direction: direction)
        }
        if visualDescription {
            // The first screen at the offset, clamped to the content as the window scrolls.
            let axis = solved.scrollDirection.axis
            let end = Swift.max(0, solved.contentSize[axis] - solved.containerSize[axis])
            let orthogonal = try orthogonalOffsets(orthogonalOffsets ?? .start, for: solved)
            let description = solved.visualDescription(offsets: ScrollOffsets(main: Swift.min(Swift.max(offsets.main, 0), end),
                                                                              viewportLength: offsets.viewportLength, orthogonal: orthogonal))
            return try StandardOutput.print(description + "\n", what: "the visual description")
        }
        let viewSize = Size(width: size.width, height: size.height), start = Point(x: offset.x, y: offset.y)
        if let compare {
            let shown = examples[index]
            var comparison = GoldenComparison(golden: compare, artifacts: artifacts, record: record)
            comparison.report = scripting.report.map(ReportFolder.init(path:))
            comparison.subject = subject(of: shown)
            return try comparison.run {
                try picture(of: shown, offset: start, direction: direction)
            }
        }
        if let screenshot {
            let shown = examples[index]
            do {
                try PNG.write(picture(of: shown, offset: start, direction: direction), to: screenshot)
            } catch let error as X11Error where error.isConnectionLost {
                throw Diagnostics.fail("\(error)", status: 1)
            } catch {
                throw Diagnostics.fail("\(error)")
            }
            return
        }
        StartupPhases.mark("example")
        let program = try WindowProgram(examples: examples, index: index, host: host, scale: deviceOptions.scale, offset: start, direction: layoutDirection,
                                        log: EventLog(enabled: logEvents, framesEnabled: logFrames, startupEnabled: logStartup),
                                        keeper: keepsWindow ? KeptWindowChannel.take() : nil)
        if let file = layout ?? swiftFile, file != "-" { program.showsFile(file) }
        if watch, let layout { try program.watch(layout) { name, done in done(Result { try WindowProgram.readLayoutFile(layout, name: name) }) } }
        if watch, let swiftFile {
            let file = swiftFileRequest(swiftFile, size: viewSize)
            let compiles: any SwiftFileBackgroundLoading
            do {
                compiles = try swiftFileHost().backgroundLoader(watch: program.watch(descriptor:_:))
            } catch {
                throw Diagnostics.fail("\(error)")
            }
            try program.watch(swiftFile, alsoWatching: Array(source.swiftFiles.dropFirst())) { _, done in compiles.load(file, done: done) }
        }
        if inspect { program.inspect() }
        program.showsDeviceChrome = deviceOptions.deviceChrome
        if let path = scripting.script {
            // Played in the window in real time, for a person to watch; the window closes after.
            return try runScript(path, shown: examples[index]) { script, folder, report in
                try program.play(script, screenshots: folder, report: report)
            }
        }
        try program.run()
    }

    /// What `--screenshot` and `--compare FILE.png` draw: the first frame on the screen asked
    /// for, or with `--variants`, the contact sheet of its variants.
    private func picture(of shown: Example, offset start: Point, direction: LayoutDirection) throws -> RGBAImage {
        if let variants = deviceOptions.variants {
            return try CollectionWindow.contactSheet(layout: shown.layout, dataSource: shown.dataSource, base: host, variants: variants,
                                                     scale: deviceOptions.scale, offset: start, layoutDirection: direction)
        }
        return try CollectionWindow.snapshot(layout: shown.layout, dataSource: shown.dataSource, host: host, offset: start, inspecting: inspect,
                                             scrolledTo: shown.initialScroll, layoutDirection: direction,
                                             deviceChrome: deviceOptions.deviceChrome, contentInsetAdjustment: shown.contentInsetAdjustment)
    }

    /// Plays the UX check at `path` headless.
    private func playScript(_ path: String, shown: Example, direction: LayoutDirection) throws {
        try runScript(path, shown: shown) { script, folder, report in
            do {
                // A push, a tab or a presentation that shows another collection view is followed, as in the window.
                let follows = shown.followsScreen.map { follow in
                    { (deliver: @escaping (ShownScreen) -> Void) in
                        follow { next, offset in
                            deliver(ShownScreen(layout: next.layout, dataSource: next.dataSource, isPagingEnabled: next.isPagingEnabled,
                                                contentInsetAdjustment: next.contentInsetAdjustment, contentOffset: offset))
                        }
                    }
                }
                return try CollectionWindow.play(script, layout: shown.layout, dataSource: shown.dataSource, host: host,
                                                 layoutDirection: direction, isPagingEnabled: shown.isPagingEnabled,
                                                 contentInsetAdjustment: shown.contentInsetAdjustment, follows: follows, screenshots: folder,
                                                 video: scripting.video, report: report)
            } catch {
                throw Diagnostics.fail("--script \(path): \(error)", status: 1)
            }
        }
    }

    /// Reads the UX check at `path` and plays it through `play` (headless or in the window),
    /// printing a line a step and the count, adding the run to `--report`; exits 1 when an
    /// expectation fails, 2 for a file that cannot be read.
    private func runScript(_ path: String, shown: Example,
                           play: (UXScript, String, (UXStepResult) -> Void) throws -> UXRunSummary) throws {
        let (script, folder) = try readScript(path)
        let output = StandardOutput()
        var results: [UXStepResult] = []
        let summary = try play(script, folder) { result in
            results.append(result)
            output.write(result.line + "\n")
        }
        output.write(summary.line + "\n")
        try output.finish("the script's results")
        try report(script: path, shown: shown, results: results, summary: summary)
        if summary.failed > 0 { throw ExitCode(1) }
    }

    /// What a report says a run was made on: the example, layout or Swift file, and the size.
    private func subject(of shown: Example) -> String {
        let source = swiftFile ?? layout ?? "--example \(shown.name)"
        return "\(source) at \(NumberFormat.string(host.size.width))x\(NumberFormat.string(host.size.height)) points"
    }

    /// Adds a check's results to `--report`, when given: its lines, screenshots and video.
    private func report(script path: String, shown: Example, results: [UXStepResult], summary: UXRunSummary) throws {
        guard let folder = scripting.report else { return }
        let shots = results.filter { $0.kind == "screenshot" && $0.ok }.compactMap(\.note).map { (label: URL(fileURLWithPath: $0).lastPathComponent, path: $0) }
        do {
            try ReportFolder(path: folder).add(kind: "script", title: URL(fileURLWithPath: path).lastPathComponent, subject: subject(of: shown),
                                               ok: summary.failed == 0, outcome: summary.line, lines: results.map(\.line),
                                               files: shots, video: scripting.video)
        } catch {
            throw Diagnostics.fail("--report \(folder): cannot write it (\(FileErrorReason.text(error)))")
        }
    }

    /// The check at `path`, read whole, and the folder its screenshots go to; a one-line refusal
    /// (status 2) for a file that cannot be read or is faulty.
    private func readScript(_ path: String) throws -> (UXScript, String) {
        guard FileManager.default.fileExists(atPath: path) else { throw Diagnostics.fail("--script \(path): no such file") }
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw Diagnostics.fail("--script \(path): cannot read it as UTF-8 text")
        }
        let script: UXScript
        do {
            script = try UXScript.read(text, viewSize: host.size)
        } catch {
            throw Diagnostics.fail("\(path): \(error)")
        }
        if let artifacts { try GoldenFiles.prepareFolder(artifacts, option: "--artifacts") }
        return (script, artifacts ?? URL(fileURLWithPath: path).deletingLastPathComponent().path)
    }

    /// The view trees of the elements on the first screen of `dumped`, for `--dump-views`.
    private func viewTrees(of dumped: any SolvedCollectionLayout, example: Example, offsets: ScrollOffsets) throws -> [ElementIdentity: ViewTreeNode] {
        do {
            return try CollectionWindow.viewTrees(of: dumped, dataSource: example.dataSource, host: host,
                                                  in: firstScreen(of: dumped, at: offsets.main), offsets: offsets)
        } catch {
            throw Diagnostics.fail("--dump-views: cannot lay the views out (\(error))")
        }
    }

    /// The rectangle the view shows at `main` along the scrolling direction: what `--inspect` inspects.
    private func firstScreen(of solved: any SolvedCollectionLayout, at main: Double) -> Rect {
        Rect(origin: .zero, size: solved.containerSize).offset(along: solved.scrollDirection.axis, by: main)
    }

    /// The orthogonal offsets `option` gives `solved`, or a one-line refusal.
    private func orthogonalOffsets(_ option: OrthogonalOffsetsOption, for solved: any SolvedCollectionLayout) throws -> [Int: Double] {
        do {
            return try option.offsets(for: solved)
        } catch {
            throw Diagnostics.fail("--orthogonal-offsets: \(error)")
        }
    }

    /// The example with `--items` items when that was asked for; a failure for examples whose
    /// content is fixed.
    private func withItems(_ example: Example) throws -> Example {
        guard let items else { return example }
        guard let scaled = example.with(itemCount: items) else {
            let scalable = Gallery.all.filter(\.isScalable).map(\.name).joined(separator: ", ")
            throw Diagnostics.fail("--items: the \(example.name) example's content is fixed; --items works with \(scalable)")
        }
        return scaled
    }

    private func unknownExample(_ name: String) -> ExitCode {
        Diagnostics.fail("no example named \"\(name)\"; the examples are \(Gallery.all.map(\.name).joined(separator: ", "))")
    }

    /// What to show, read once: the gallery with the chosen example's index (n and p move
    /// through it) or the layout file alone, and the shown one solved for --size, which also
    /// checks it; or a one-line failure with exit status 2.
    private func shown() throws -> (examples: [Example], index: Int, solved: any SolvedCollectionLayout) {
        let container = Size(width: size.width, height: size.height)
        if let layout {
            let text: String
            do {
                text = try LayoutFileReader.read(layout)
            } catch {
                throw Diagnostics.fail("\(error)")
            }
            do {
                let document = try LayoutDocument.decode(text)
                let name = URL(fileURLWithPath: layout).deletingPathExtension().lastPathComponent
                return ([Gallery.example(for: document, name: name)], 0, try document.solve(container: container))
            } catch {
                throw Diagnostics.fail("\(layout == "-" ? "standard input" : layout): \(error)")
            }
        }
        if let swiftFile {
            let shown: Example
            do {
                shown = try swiftFileHost().load(swiftFileRequest(swiftFile, size: container))
            } catch SwiftFileError.compileFailed(let diagnostics, _) {
                Diagnostics.writeError(diagnostics)
                throw ExitCode(2)
            } catch {
                throw Diagnostics.fail("\(error)")
            }
            do {
                return ([shown], 0, try shown.solve(container: container))
            } catch {
                throw Diagnostics.fail("\(swiftFile): \(error)")
            }
        }
        let name = example ?? Gallery.defaultName
        var gallery = Gallery.all
        guard let index = gallery.firstIndex(where: { $0.name == name }) else { throw unknownExample(name) }
        gallery[index] = try withItems(gallery[index])
        do {
            return (gallery, index, try gallery[index].solve(container: container))
        } catch {
            throw Diagnostics.fail("example \(name): \(error)")
        }
    }

    /// `--swift FILE` with the options that go with it, for a view of `size`.
    private func swiftFileRequest(_ path: String, size: Size) -> SwiftFileRequest {
        SwiftFileRequest(paths: [path] + source.swiftFiles.dropFirst(), languageMode: swiftVersion ?? 5, itemCounts: itemCounts?.counts,
                         assets: assets, size: size)
    }

    /// This process's `--swift` host; xcollection hands such runs to xcollection-swift before
    /// parsing, so a command that gets here without one was started some other way.
    private func swiftFileHost() throws -> any SwiftFileHosting {
        guard let host = XCollectionMain.swiftFiles else {
            throw Diagnostics.fail("--swift runs in \(SwiftHostHandOff.hostName); this program cannot compile Swift files itself")
        }
        return host
    }
}
