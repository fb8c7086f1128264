import CollectionLayout
import CollectionView
import CollectionWindow
import FoundationEssentials
import Glibc
import XCollectionGallery

/// The gallery in a window: one example (or layout file) at a time, n and p move through the
/// others, and `--log-events` writes what happens.
final class WindowProgram {
    private let window: CollectionWindow
    private var examples: [Example]
    private var index: Int
    private let log: EventLog
    /// The layout file shown, as given and by its name, when `--layout` named one.
    /// The layout direction the command line asked for, over each example's own.
    private let direction: LayoutDirection?
    private var filePath = ""
    private var fileName = ""
    /// The watch on it, when `--watch` was given.
    private var watcher: FileWatcher?
    /// A reload whose first frame has not reached the window yet, to report when it does.
    private var reloadPending = false
    /// The trap that ended the program drawing this kept window before, to show in the banner,
    /// and when it came (seconds since 1970).
    private var keptBanner: (line: String, time: Double)?

    /// Opens the window on `DISPLAY` at `size`, scrolled to `offset`, showing `examples[index]`
    /// running `direction` (each example's own when nil).
    /// Whether the device's status bar and home indicator are drawn over the content.
    var showsDeviceChrome: Bool {
        get { window.showsDeviceChrome }
        set { window.showsDeviceChrome = newValue }
    }

    init(examples: [Example], index: Int, host: LayoutHost, scale: Double?, offset: Point, direction: LayoutDirection?, log: EventLog,
         keeper: KeptWindowChannel? = nil) throws {
        self.examples = examples
        self.index = index
        self.log = log
        self.direction = direction
        let example = examples[index]
        do {
            window = try CollectionWindow(layout: example.layout, dataSource: example.dataSource, host: host,
                                          title: Self.title(of: example), layoutDirection: direction ?? example.layoutDirection, scale: scale,
                                          keeper: keeper)
        } catch let error as LayoutError {
            throw Diagnostics.fail("\(example.name): \(error)")
        } catch let error as X11Error where error.isConnectionLost {
            throw Diagnostics.fail("\(error)", status: 1)
        } catch {
            throw Diagnostics.fail("\(error)")
        }
        window.isPagingEnabled = example.isPagingEnabled
        window.contentInsetAdjustment = example.contentInsetAdjustment
        follow(example)
        if let note = window.scaleNote { Diagnostics.note(note) }
        if offset != Point(x: 0, y: 0) { window.contentOffset = offset }
        if let scroll = example.initialScroll { window.scrollToItem(at: scroll.indexPath, at: scroll.position, animated: false) }
        window.onEvent = { [log] in log.write(.view($0)) }
        if let keeper { keep(by: keeper) }
        window.onFrame = { [unowned self] report in
            if report.number == 1 {
                keeper?.tell("shown")
                log.write(.ready)
                log.write(.startup(phases: StartupPhases.all))
            }
            log.write(.frame(milliseconds: report.cpuTime * 1000))
            if reloadPending {
                reloadPending = false
                log.write(.reloaded)
            }
        }
        window.onInspectorToggle = { [log] on in log.write(.inspect(on: on)) }
        window.onInspectorClick = { [log] element in log.write(.inspected(element)) }
        window.onTraitsChange = { [log] host in log.write(.traits(host)) }
        describeKeys()
        window.onKey = { [unowned self] key in
            switch key {
            case .character("n") where examples.count > 1: show(example: self.index + 1)
            case .character("p") where examples.count > 1: show(example: self.index - 1)
            case .character(let character):
                examples[self.index].keyCommands.first { $0.character == character }?.action()
            default: break
            }
        }
        window.onLayoutError = { [unowned self] error, size in
            // A layout that cannot fit the new size keeps its last good frame.
            Diagnostics.note("\(examples[self.index].name) at \(NumberFormat.string(size.width))x\(NumberFormat.string(size.height)): \(error)")
        }
    }

    /// In a kept window: the trap that ended the program before goes in the banner once the
    /// watched file is known, until a save loads; and the program ends with its keeper (which
    /// takes the window with it).
    private func keep(by keeper: KeptWindowChannel) {
        keptBanner = keeper.banner.map { ($0, keeper.bannerTime ?? 0) }
        window.watch(fileDescriptor: keeper.descriptor) {
            Diagnostics.note("the program keeping the window has ended")
            exit(1)
        }
    }

    static func title(of example: Example) -> String { "\(example.title) — xcollection" }

    /// Shows the collection view a screen pushes, pops to or selects, once the click that
    /// changed it has been handled, where it was left when it was shown before.
    private func follow(_ example: Example) {
        example.followsScreen? { [unowned self] next, offset in
            window.schedule(after: 0) { [unowned self] in
                do {
                    window.isPagingEnabled = next.isPagingEnabled
                    window.contentInsetAdjustment = next.contentInsetAdjustment
                    try window.show(layout: next.layout, dataSource: next.dataSource)
                    if let offset { window.contentOffset = offset }
                } catch {
                    Diagnostics.note("\(next.name): \(error)")
                    return
                }
                examples[index] = next
            }
        }
    }

    /// Starts with the inspector on (`--inspect`).
    func inspect() {
        window.isInspecting = true
    }

    /// Titles the window after the layout file it shows, as an editor titles a file.
    func showsFile(_ path: String) {
        filePath = path
        fileName = path.split(separator: "/").last.map(String.init) ?? path
        window.title = fileTitle(modified: false)
    }

    /// Reloads `path` whenever it — or any of `others`, the other files of a screen — is saved
    /// (`--watch`), keeping the place: `read` makes it into
    /// an example named as the one shown and passes it to `done` — at once or later, on the
    /// window's loop — or the one-line reason it cannot.
    func watch(_ path: String, alsoWatching others: [String] = [],
               read: @escaping (_ name: String, _ done: @escaping (Result<Example, any Error>) -> Void) -> Void) throws {
        let watcher: FileWatcher
        do {
            watcher = try FileWatcher(paths: [path] + others)
        } catch {
            throw Diagnostics.fail("\(error)")
        }
        self.watcher = watcher
        showsFile(path)
        // A save made since the trap (while this program started) is what shows: no stale banner.
        if let keptBanner, !([path] + others).contains(where: { Self.modificationTime(of: $0) > keptBanner.time }) {
            showBanner(keptBanner.line)
            log.write(.reloadFailed(message: keptBanner.line))
        }
        window.watch(fileDescriptor: watcher.descriptor) { [unowned self] in
            if watcher.takeSaves() { read(examples[index].name) { [unowned self] in show(reloaded: $0) } }
        }
    }

    /// The file name first, as an editor titles a file, and whether what shows is behind it.
    private func fileTitle(modified: Bool) -> String {
        "\(fileName)\(modified ? " — modified" : "") — xcollection"
    }

    /// A layout file read and decoded as an example named `name`, or the one-line reason it cannot be.
    static func readLayoutFile(_ path: String, name: String) throws -> Example {
        let text = try LayoutFileReader.read(path)
        do {
            return Gallery.example(for: try LayoutDocument.decode(text), name: name)
        } catch {
            throw LayoutFileReadError("\(path): \(error)")
        }
    }

    /// Calls `action` on the window's loop whenever `descriptor` can be read.
    func watch(descriptor: Int32, _ action: @escaping () -> Void) {
        window.watch(fileDescriptor: descriptor, onReadable: action)
    }

    /// Shows the watched file as read anew; on any fault the last good layout stays, under a
    /// banner with the one-line reason, until a save that reads.
    private func show(reloaded: Result<Example, any Error>) {
        do {
            let example = try reloaded.get()
            do {
                window.isPagingEnabled = example.isPagingEnabled
                window.contentInsetAdjustment = example.contentInsetAdjustment
                try window.reload(layout: example.layout, dataSource: example.dataSource)
                // A reloaded screen's pushes and pops are followed as the first one's were.
                follow(example)
            } catch {
                throw LayoutFileReadError("\(filePath): \(error)")
            }
            examples[index] = example
            window.banner = nil
            window.title = fileTitle(modified: false)
            reloadPending = true
        } catch {
            // A compile error is the compiler's diagnostics, in full where a terminal shows them.
            if case SwiftFileError.compileFailed(let diagnostics, _) = error { Diagnostics.writeError(diagnostics) }
            let message = "\(error)"
            showBanner(message)
            window.title = fileTitle(modified: true)
            reloadPending = false
            log.write(.reloadFailed(message: message))
        }
    }

    /// When the file at `path` (or any Swift file in it, a folder) was last modified, in seconds
    /// since 1970; 0 when it cannot be read.
    private static func modificationTime(of path: String) -> Double {
        var info = stat()
        guard stat(path, &info) == 0 else { return 0 }
        var latest = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
        if (info.st_mode & S_IFMT) == S_IFDIR, let names = try? FileManager.default.contentsOfDirectory(atPath: path) {
            for name in names where name.hasSuffix(".swift") { latest = max(latest, modificationTime(of: path + "/" + name)) }
        }
        return latest
    }

    /// Shows `message` in the banner: the window has room for the file's name, where the event
    /// log carries the path as given.
    private func showBanner(_ message: String) {
        window.banner = message.hasPrefix(filePath) ? fileName + message.dropFirst(filePath.count) : message
    }

    /// Runs the window; a lost X server ends the program with status 1, as a closed session.
    /// Plays a UX check in the window in real time; the window closes when it ends.
    func play(_ script: UXScript, screenshots: String, report: (UXStepResult) -> Void) throws -> UXRunSummary {
        do {
            return try window.play(script, screenshots: screenshots, report: report)
        } catch let error as X11Error where error.isConnectionLost {
            throw Diagnostics.fail("\(error)", status: 1)
        } catch {
            throw Diagnostics.fail("\(error)")
        }
    }

    func run() throws {
        do {
            try window.run()
        } catch let error as X11Error where error.isConnectionLost {
            throw Diagnostics.fail("\(error)", status: 1)
        } catch {
            throw Diagnostics.fail("\(error)")
        }
    }

    private func show(example next: Int) {
        guard examples.count > 1 else { return }
        let chosen = (next % examples.count + examples.count) % examples.count
        do {
            window.layoutDirection = direction ?? examples[chosen].layoutDirection
            window.isPagingEnabled = examples[chosen].isPagingEnabled
            window.contentInsetAdjustment = examples[chosen].contentInsetAdjustment
            try window.show(layout: examples[chosen].layout, dataSource: examples[chosen].dataSource)
        } catch {
            Diagnostics.note("\(examples[chosen].name): \(error)")
            return
        }
        index = chosen
        window.title = Self.title(of: examples[chosen])
        describeKeys()
    }

    /// The key help's lines for the program's keys and the example's own.
    private func describeKeys() {
        var lines = examples.count > 1 ? [KeyHelp("n, p", "the next, the previous example")] : []
        lines += examples[index].keyCommands.map { KeyHelp(String($0.character), $0.help) }
        window.extraKeyHelp = lines
    }
}
