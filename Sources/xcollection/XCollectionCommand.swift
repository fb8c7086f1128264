import ArgumentParser
import CollectionLayout
import Foundation
import Gallery

/// The `xcollection` command line.
struct XCollectionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "xcollection",
        abstract: "UIKit's compositional and flow layouts on Linux.",
        discussion: """
            Shows an example layout or a layout file. --dump-layout prints the solved layout as \
            JSON without a display; layout files are described in docs/layout-file.md.
            """)

    @Option(name: .long, help: ArgumentHelp("The example to show (see --list-examples).", valueName: "name"))
    var example: String?

    @Option(name: .long, help: ArgumentHelp("A layout file to show instead of an example.", valueName: "file"))
    var layout: String?

    @Option(name: .long, help: ArgumentHelp("The collection view's size in points.", valueName: "WxH"))
    var size: ViewSize = ViewSize(width: 375, height: 667)

    @Option(name: .long, help: ArgumentHelp("The content offset; pinned headers are placed for it.", valueName: "X,Y"))
    var offset: ContentOffset = ContentOffset(x: 0, y: 0)

    @Flag(name: .long, help: "Print the solved layout as JSON and exit; needs no display.")
    var dumpLayout = false

    @Flag(name: .long, help: "Print the first screen as ASCII boxes and exit; needs no display.")
    var visualDescription = false

    @Flag(name: .long, help: "Print the example as a layout file to start your own from, and exit.")
    var exportLayout = false

    @Flag(name: .long, help: "List the examples with one line each.")
    var listExamples = false

    func validate() throws {
        if example != nil, layout != nil { throw ValidationError("give --example or --layout, not both") }
    }

    func run() throws {
        if listExamples {
            let width = Gallery.all.map(\.name.count).max() ?? 0
            for example in Gallery.all {
                print(example.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + example.summary)
            }
            return
        }
        if exportLayout {
            guard layout == nil else { throw ValidationError("--export-layout writes an example; a layout file is already one") }
            let name = example ?? Gallery.defaultName
            guard let found = Gallery.example(named: name) else { throw unknownExample(name) }
            guard let document = found.document(for: Size(width: size.width, height: size.height)) else {
                throw Diagnostics.fail("example \(name) cannot be written as a layout file")
            }
            print(document.encoded(), terminator: "")
            return
        }
        let (source, solved) = try solve()
        let offsets = ScrollOffsets(main: solved.scrollDirection == .vertical ? offset.y : offset.x,
                                    viewportLength: solved.containerSize[solved.scrollDirection.axis])
        if dumpLayout {
            let output = FileHandle.standardOutput
            LayoutDump.write(solved, offsets: offsets) { output.write(Data($0.utf8)) }
            return
        }
        if !visualDescription {
            Diagnostics.note("the X11 window is not built yet; showing \(source) as text (--dump-layout prints its frames)")
        }
        print(solved.visualDescription(offsets: offsets))
    }

    private func unknownExample(_ name: String) -> ExitCode {
        Diagnostics.fail("no example named \"\(name)\"; the examples are \(Gallery.all.map(\.name).joined(separator: ", "))")
    }

    /// Reads the example or the file and solves it for --size, or fails with exit status 2.
    private func solve() throws -> (String, any SolvedCollectionLayout) {
        let container = Size(width: size.width, height: size.height)
        if let layout {
            let text: String
            do {
                text = try String(contentsOfFile: layout, encoding: .utf8)
            } catch {
                throw Diagnostics.fail("\(layout): cannot read the file: \((error as NSError).localizedDescription)")
            }
            do {
                return (layout, try LayoutDocument.decode(text).solve(container: container))
            } catch {
                throw Diagnostics.fail("\(layout): \(error)")
            }
        }
        let name = example ?? Gallery.defaultName
        guard let example = Gallery.example(named: name) else { throw unknownExample(name) }
        do {
            return ("the \(name) example", try example.solve(container: container))
        } catch {
            throw Diagnostics.fail("example \(name): \(error)")
        }
    }
}
