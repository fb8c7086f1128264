import ArgumentParser
import FoundationEssentials

extension XCollectionCommand {
    func validate() throws {
        if example != nil, layout != nil { throw ValidationError("give --example or --layout, not both") }
        try validateDevice()
        if output.dumpLayout, output.dumpViews { throw ValidationError("--dump-views is --dump-layout with the view trees; give one of them") }
        try validateSwiftFile()
        try validateScript()
        try validateComparison()
        if screenshot != nil, dumpLayout || visualDescription || exportLayout || listExamples {
            throw ValidationError("--screenshot opens the window; it cannot go with --dump-layout, --visual-description, --export-layout or --list-examples")
        }
        let outputs = [("--dump-layout", dumpLayout), ("--visual-description", visualDescription), ("--export-layout", exportLayout),
                       ("--list-examples", listExamples)].filter(\.1).map(\.0)
        if outputs.count > 1 { throw ValidationError("\(outputs.joined(separator: " and ")) each print something else; give one of them") }
        if listExamples, example != nil || layout != nil || items != nil {
            throw ValidationError("--list-examples lists every example; it takes no --example, --layout or --items")
        }
        if let screenshot, !screenshot.lowercased().hasSuffix(".png") {
            throw ValidationError("--screenshot writes a PNG file; give a name ending in .png, not \"\(screenshot)\"")
        }
        if items != nil, layout != nil { throw ValidationError("--items goes with --example; a layout file gives its own item counts") }
        if items != nil, listExamples { throw ValidationError("--items cannot go with --list-examples") }
        if logFrames, !logEvents { throw ValidationError("--log-frames needs --log-events") }
        if logStartup, !logEvents { throw ValidationError("--log-startup needs --log-events") }
        if orthogonalOffsets != nil, !dumpLayout, !visualDescription, !comparesDump {
            throw ValidationError("--orthogonal-offsets goes with --dump-layout, --visual-description or --compare FILE.json")
        }
        if watch {
            guard let file = layout ?? swiftFile, file != "-" else {
                throw ValidationError("--watch reloads a layout file when it is saved; give --layout FILE or --swift FILE")
            }
            let outputs = [("--screenshot", screenshot != nil), ("--compare", compare != nil), ("--dump-layout", dumpLayout),
                           ("--visual-description", visualDescription), ("--export-layout", exportLayout)].filter(\.1).map(\.0)
            if !outputs.isEmpty { throw ValidationError("--watch keeps the window open; it cannot go with \(outputs.joined(separator: " or "))") }
        }
        if inspect, visualDescription || exportLayout || listExamples || comparesDump {
            throw ValidationError("--inspect draws the inspector in the window, --screenshot and --compare FILE.png, or adds the debug key to --dump-layout")
        }
        if !measure, !dumpLayout, !comparesDump {
            throw ValidationError("--no-measure goes with --dump-layout or --compare FILE.json; the window and screenshots always measure")
        }
    }

    func validateSwiftFile() throws {
        guard let swiftFile else {
            if output.showRewritten { throw ValidationError("--show-rewritten goes with --swift: it prints the files as they are compiled") }
            if itemCounts != nil { throw ValidationError("--item-counts goes with --swift; a layout file gives its own counts, and --items an example's") }
            if swiftVersion != nil { throw ValidationError("--swift-version goes with --swift, the file it compiles") }
            if assets != nil { throw ValidationError("--assets goes with --swift: the folder its UIImage(named:) looks in") }
            return
        }
        if example != nil || layout != nil { throw ValidationError("give one of --example, --layout and --swift") }
        if source.swiftFiles.contains("-") { throw ValidationError("--swift compiles a file, not standard input; give the file's name") }
        if items != nil { throw ValidationError("--items goes with --example; give a --swift file's counts with --item-counts 18,18,18") }
        if listExamples { throw ValidationError("--list-examples lists every example; it takes no --swift") }
        if let assets {
            var isFolder = false
            guard FileManager.default.fileExists(atPath: assets, isDirectory: &isFolder), isFolder else {
                throw ValidationError("--assets \(assets): no such folder")
            }
        }
    }

    /// Whether `--compare` compares layout dumps rather than pixels.
    var comparesDump: Bool { compare?.lowercased().hasSuffix(".json") == true }

    func validateComparison() throws {
        if record, compare == nil { throw ValidationError("--record needs --compare, the golden to write") }
        if artifacts != nil, compare == nil, scripting.script == nil {
            throw ValidationError("--artifacts needs --compare (its actual and diff images) or --script (its screenshots)")
        }
        guard let compare else { return }
        let others = [("--screenshot", screenshot != nil), ("--dump-layout", dumpLayout), ("--visual-description", visualDescription),
                      ("--export-layout", exportLayout), ("--list-examples", listExamples)].filter(\.1).map(\.0)
        if !others.isEmpty {
            throw ValidationError("--compare checks a render or a dump against a golden; it cannot go with \(others.joined(separator: " or "))")
        }
        let lowercased = compare.lowercased()
        guard lowercased.hasSuffix(".png") || lowercased.hasSuffix(".json") else {
            throw ValidationError("--compare takes a golden ending in .png (a render) or .json (a layout dump), not \"\(compare)\"")
        }
        if artifacts != nil, comparesDump { throw ValidationError("--artifacts goes with --compare FILE.png; a dump comparison writes no images") }
    }


    private func validateDevice() throws {
        if deviceOptions.device != nil, view.size != nil {
            throw ValidationError("--size and --device cannot be given together: a device has its own size")
        }
        if view.safeArea != nil, deviceOptions.device != nil {
            throw ValidationError("--safe-area and --device cannot be given together: a device has its own safe area")
        }
        if let insets = view.safeArea {
            let screen = size
            guard insets.top + insets.bottom < screen.height, insets.left + insets.right < screen.width else {
                throw ValidationError("--safe-area leaves nothing of the \(Int(screen.width))x\(Int(screen.height)) screen: its insets must add up to less than each side")
            }
        }
        if deviceOptions.orientation != nil, deviceOptions.device == nil {
            throw ValidationError("--orientation needs --device; give --size WxH to choose a shape")
        }
        if deviceOptions.variants != nil, screenshot == nil, !(compare?.lowercased().hasSuffix(".png") ?? false) {
            throw ValidationError("--variants draws a contact sheet; give --screenshot FILE.png or --compare FILE.png")
        }
        if deviceOptions.deviceChrome, deviceOptions.device == nil {
            throw ValidationError("--device-chrome draws a device's status bar and home indicator; give --device NAME")
        }
        if deviceOptions.listDevices, example != nil || layout != nil || swiftFile != nil || listExamples {
            throw ValidationError("--list-devices lists every device; it takes no --example, --layout, --swift or --list-examples")
        }
    }

    func validateScript() throws {
        if scripting.report != nil, scripting.script == nil, compare == nil || comparesDump {
            throw ValidationError("--report collects the results of --script and --compare FILE.png runs; give one of them")
        }
        guard scripting.script != nil else {
            if scripting.headless { throw ValidationError("--headless goes with --script, the check it plays") }
            if scripting.video != nil { throw ValidationError("--video records a --script run; give the check to play") }
            return
        }
        if !scripting.headless, scripting.video != nil {
            throw ValidationError("--video records a headless run, on the simulated clock: add --headless")
        }
        let others = [("--screenshot", screenshot != nil), ("--compare", compare != nil), ("--dump-layout", dumpLayout),
                      ("--visual-description", visualDescription), ("--export-layout", exportLayout), ("--watch", watch),
                      ("--list-examples", listExamples)].filter(\.1).map(\.0)
        if !others.isEmpty { throw ValidationError("--script plays a check and prints its results; it cannot go with \(others.joined(separator: " or "))") }
        if let video = scripting.video, !video.lowercased().hasSuffix(".png") {
            throw ValidationError("--video writes an animated PNG; give a name ending in .png, not \"\(video)\"")
        }
    }
}
