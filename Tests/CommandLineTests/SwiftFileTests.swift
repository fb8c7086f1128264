import Foundation
import Testing
import TestSupport

/// `xcollection --swift FILE.swift`: UIKit-style layout code compiled against the program's
/// modules and shown as a layout file is. Every test shares one cache, so a file's text is
/// compiled once for the whole suite.
@Suite(.serialized) struct SwiftFileTests {
    /// The cache of compiled files every test here shares, new for each run of the tests.
    static let cache = FileManager.default.temporaryDirectory.appendingPathComponent("xcollection-swift-cache-\(UUID().uuidString)").path

    static var environment: [String: String] {
        var environment = ProgramRunner.headless
        environment["XDG_CACHE_HOME"] = cache
        return environment
    }

    static func run(_ arguments: [String], environment: [String: String] = environment) throws -> ProgramRunner.Output {
        try ProgramRunner.run(arguments, environment: environment)
    }

    static var compiledLibraries: Set<String> { compiledLibraries(in: cache) }

    /// The libraries compiled into the cache at `cache`.
    static func compiledLibraries(in cache: String) -> Set<String> {
        Set(((try? FileManager.default.contentsOfDirectory(atPath: cache + "/xcollection/swift")) ?? []).filter { $0.hasSuffix(".so") })
    }

    @Test("a file's dump is its layout file's, frame for frame, with the file's itemCounts; the second run takes it from the cache")
    func dumpEqualsTheLayoutFile() throws {
        let folder = try LayoutFolder()
        let swift = try folder.write(SwiftFileSources.carouselAndGrid, name: "carousel.swift")
        let file = try folder.write(SwiftFileSources.carouselAndGridFile(), name: "carousel.json")
        // A cache of its own: the other suites compile into the shared one while this one runs.
        let cache = folder.path + "/cache"
        var environment = Self.environment
        environment["XDG_CACHE_HOME"] = cache
        let compiled = try Self.run(["--swift", swift, "--dump-layout"], environment: environment)
        #expect(compiled.status == 0, "\(compiled.stderr)")
        #expect(compiled.stderr.isEmpty)
        let expected = try Self.run(["--layout", file, "--dump-layout"])
        #expect(compiled.stdout == expected.stdout)
        #expect(compiled.stdout.contains(#""category": "supplementary", "kind": "header", "section": 0"#))

        let libraries = Self.compiledLibraries(in: cache)
        #expect(libraries.count == 1)
        let again = try Self.run(["--swift", swift, "--size", "1024x768", "--dump-layout"], environment: environment)
        #expect(again.stdout == (try Self.run(["--layout", file, "--size", "1024x768", "--dump-layout"])).stdout)
        #expect(Self.compiledLibraries(in: cache) == libraries, "the same text is compiled once")
    }

    @Test("item counts override the files") func itemCountsOverrideTheFiles() throws {
        let folder = try LayoutFolder()
        let swift = try folder.write(SwiftFileSources.carouselAndGrid, name: "carousel.swift")
        let file = try folder.write(SwiftFileSources.carouselAndGridFile(carousel: 3, grid: 100), name: "carousel.json")
        let compiled = try Self.run(["--swift", swift, "--item-counts", "3,100", "--dump-layout"])
        #expect(compiled.status == 0, "\(compiled.stderr)")
        #expect(compiled.stdout == (try Self.run(["--layout", file, "--dump-layout"])).stdout)
    }

    @Test("configure(_:) sees the collection view: the margins it sets and its delegate last through every size")
    func configure() throws {
        let folder = try LayoutFolder()
        let swift = try folder.write(SwiftFileSources.configuredFlow, name: "flow.swift")
        let file = try folder.write(SwiftFileSources.configuredFlowFile, name: "flow.json")
        for size in ["375x667", "1024x768"] {
            let compiled = try Self.run(["--swift", swift, "--size", size, "--dump-layout"])
            #expect(compiled.status == 0, "\(compiled.stderr)")
            // UIKit's flow layout names its headers and footers with UIKit's kinds, a layout file with its own.
            let uikitKinds = compiled.stdout.replacingOccurrences(of: "UICollectionElementKindSectionHeader", with: "header")
                .replacingOccurrences(of: "UICollectionElementKindSectionFooter", with: "footer")
            #expect(compiled.stdout.contains("UICollectionElementKindSectionHeader"))
            #expect(uikitKinds == (try Self.run(["--layout", file, "--size", size, "--dump-layout"])).stdout, "at \(size)")
        }
    }

    @Test("the files in Examples/swift compile and solve", arguments: ["journal.swift", "columns.swift", "outline.swift", "carousel.swift", "waterfall.swift", "tags.swift"])
    func examples(name: String) throws {
        let path = #filePath.components(separatedBy: "/Tests/")[0] + "/Examples/swift/" + name
        let result = try Self.run(["--swift", path, "--size", "1024x768", "--dump-layout"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("{\n  \"contentSize\": [1024, "))
    }

    @Test("--export-layout writes a compositional file as the layout file it equals")
    func exportsALayoutFile() throws {
        let folder = try LayoutFolder()
        let swift = try folder.write(SwiftFileSources.carouselAndGrid, name: "carousel.swift")
        let exported = try Self.run(["--swift", swift, "--export-layout"])
        #expect(exported.status == 0, "\(exported.stderr)")
        let file = try folder.write(exported.stdout, name: "exported.json")
        #expect((try Self.run(["--layout", file, "--dump-layout"])).stdout == (try Self.run(["--swift", swift, "--dump-layout"])).stdout)

        let flow = try folder.write(SwiftFileSources.configuredFlow, name: "flow.swift")
        let refused = try Self.run(["--swift", flow, "--export-layout"])
        #expect(refused.status == 2)
        #expect(refused.stderr == "xcollection: \(flow): only a compositional layout written in Swift can be written as a layout file\n")
    }

    @Test("a compile error is the compiler's own diagnostics, with status 2")
    func compileError() throws {
        let folder = try LayoutFolder()
        let swift = try folder.write(SwiftFileSources.compileError, name: "broken.swift")
        let result = try Self.run(["--swift", swift, "--dump-layout"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("\(swift):4:52: error: cannot convert value of type 'Int' to expected argument type 'NSCollectionLayoutGroup'\n"))
        #expect(result.stderr.contains("let section = NSCollectionLayoutSection(group: 12)"))
    }

    @Test("iOS code's import UIKit is a compile error that says what to write instead")
    func importUIKit() throws {
        let folder = try LayoutFolder()
        let swift = try folder.write("import UIKit\n\nfunc createLayout() -> UICollectionViewLayout { UICollectionViewFlowLayout() }\n",
                                     name: "ios.swift")
        let result = try Self.run(["--swift", swift, "--dump-layout"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("\(swift):1:8: error: no such module 'UIKit'"))
        #expect(result.stderr.hasSuffix("xcollection: \(swift): write `import UIKitCompat` where iOS code has `import UIKit`\n"))
    }

    @Test("a file whose configure(_:) forces right to left is shown mirrored, and asks the trait collection")
    func forcedRightToLeft() throws {
        let folder = try LayoutFolder()
        let swift = try folder.write("""
            import UIKitCompat

            let itemCounts = [3]

            func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { _, environment in
                    let rtl = environment.traitCollection.layoutDirection == .rightToLeft
                    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(rtl ? 100 : 50), heightDimension: .absolute(40)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), subitems: [item])
                    return NSCollectionLayoutSection(group: group)
                }
            }

            func configure(_ collectionView: UICollectionView) {
                collectionView.semanticContentAttribute = .forceRightToLeft
            }
            """, name: "rtl.swift")
        let result = try Self.run(["--swift", swift, "--dump-layout", "--no-measure"])
        #expect(result.status == 0, "\(result.stderr)")
        // Items 100 wide, from the right edge.
        #expect(result.stdout.contains(#""item": 0, "frame": [275, 0, 100, 40]"#), "\(result.stdout)")
        let forced = try Self.run(["--swift", swift, "--dump-layout", "--no-measure", "--layout-direction", "ltr"])
        #expect(forced.stdout.contains(#""item": 0, "frame": [0, 0, 50, 40]"#), "\(forced.stdout)")
    }

    @Test("the Swift 6 language mode is there when asked for: a global var is then an error")
    func swift6LanguageMode() throws {
        let folder = try LayoutFolder()
        let swift = try folder.write(SwiftFileSources.carouselAndGrid, name: "carousel.swift")
        let result = try Self.run(["--swift", swift, "--swift-version", "6", "--dump-layout"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("\(swift):4:5: error: var 'carouselSpacing' is not concurrency-safe"), "\(result.stderr)")
    }

    @Test("a file without create layout is one line") func aFileWithoutCreateLayoutIsOneLine() throws {
        let folder = try LayoutFolder()
        let swift = try folder.write(SwiftFileSources.noCreateLayout, name: "other.swift")
        let result = try Self.run(["--swift", swift, "--dump-layout"])
        #expect(result.status == 2)
        #expect(result.stderr == "xcollection: \(swift): has no top-level func createLayout() -> UICollectionViewLayout for --swift to show\n")
    }

    @Test("no toolchain is one line") func noToolchainIsOneLine() throws {
        let folder = try LayoutFolder()
        let swift = try folder.write(SwiftFileSources.carouselAndGrid, name: "carousel.swift")
        var environment = Self.environment
        environment["PATH"] = folder.path
        let result = try Self.run(["--swift", swift, "--dump-layout"], environment: environment)
        #expect(result.status == 2)
        #expect(result.stderr == "xcollection: --swift needs a Swift toolchain, and there is no swiftc on PATH: install Swift 6 (swift.org) and put its usr/bin on PATH\n")
    }

    @Test("a copy of the program moved out of its build folder says where it looked for the modules")
    func movedProgram() throws {
        let folder = try LayoutFolder()
        let swift = try folder.write(SwiftFileSources.carouselAndGrid, name: "carousel.swift")
        let moved = folder.path + "/bin"
        try FileManager.default.createDirectory(atPath: moved, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: ProgramRunner.executable.path, toPath: moved + "/xcollection")
        try FileManager.default.copyItem(atPath: ProgramRunner.executable.path + "-swift", toPath: moved + "/xcollection-swift")
        let (status, message) = try Self.runMoved(moved + "/xcollection", ["--swift", swift, "--dump-layout"])
        #expect(status == 2)
        let real = URL(fileURLWithPath: moved).resolvingSymlinksInPath().path
        #expect(message == "xcollection: --swift compiles against the modules xcollection was built with, and there are none in \(real)/Modules: run the xcollection of a SwiftPM build folder (.build/debug or .build/release), not a copy moved out of it\n")
    }

    @Test("xcollection alone, without xcollection-swift beside it, says --swift needs it, with status 1; all else works")
    func programWithoutSwiftHost() throws {
        let folder = try LayoutFolder()
        let swift = try folder.write(SwiftFileSources.carouselAndGrid, name: "carousel.swift")
        let moved = folder.path + "/bin"
        try FileManager.default.createDirectory(atPath: moved, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: ProgramRunner.executable.path, toPath: moved + "/xcollection")
        let real = URL(fileURLWithPath: moved).resolvingSymlinksInPath().path
        for arguments in [["--swift", swift, "--dump-layout"], ["--dump-layout", "--swift=\(swift)"]] {
            let (status, message) = try Self.runMoved(moved + "/xcollection", arguments)
            #expect(status == 1)
            #expect(message == "xcollection: --swift runs in xcollection-swift, which cannot be started from \(real)/xcollection-swift: No such file or directory; build or install both programs (make install)\n")
        }
        let (status, message) = try Self.runMoved(moved + "/xcollection", ["--example", "list", "--dump-layout"])
        #expect(status == 0)
        #expect(message == "")
    }

    @Test("a build in a --scratch-path outside the package finds the C module maps its build description names; without them, one line says how to build")
    func scratchPathOutsideThePackage() throws {
        let folder = try LayoutFolder()
        let swift = try folder.write(SwiftFileSources.carouselAndGrid, name: "carousel.swift")
        // A scratch path elsewhere: SCRATCH/TRIPLE/debug with the programs, their modules and the
        // build description, and no Sources three folders up.
        let built = ProgramRunner.executable.deletingLastPathComponent().resolvingSymlinksInPath().path
        let debug = folder.path + "/scratch/x86_64-unknown-linux-gnu/debug"
        try FileManager.default.createDirectory(atPath: debug, withIntermediateDirectories: true)
        // Linked rather than copied where the file system allows: a copy's file is briefly open
        // for writing, and a process another test forks meanwhile can hold it so (exec: ETXTBSY).
        for program in ["xcollection", "xcollection-swift"] where link(built + "/" + program, debug + "/" + program) != 0 {
            try FileManager.default.copyItem(atPath: built + "/" + program, toPath: debug + "/" + program)
        }
        try FileManager.default.createSymbolicLink(atPath: debug + "/Modules", withDestinationPath: built + "/Modules")
        try FileManager.default.copyItem(atPath: built + "/description.json", toPath: debug + "/description.json")
        let (status, message) = try Self.runMoved(debug + "/xcollection", ["--swift", swift, "--dump-layout"])
        #expect(status == 0, "\(message)")
        try FileManager.default.removeItem(atPath: debug + "/description.json")
        let (refused, line) = try Self.runMoved(debug + "/xcollection", ["--swift", swift, "--dump-layout"])
        #expect(refused == 1 || refused == 2)
        #expect(line.hasPrefix("xcollection: --swift cannot find the module maps of CX11, CPNG, CTurboJPEG, CHarfBuzz, CFriBidi beside ")
                && line.hasSuffix("build xcollection with swift build in its package (a --scratch-path anywhere), or make install\n")
                && line.split(separator: "\n").count == 1, "\(line)")
    }

    /// Runs a copy of the program at `path`, its output dropped; its status and standard error.
    /// A copy another test's child still holds open for writing cannot be run yet (ETXTBSY):
    /// that is tried again, a few times.
    private static func runMoved(_ path: String, _ arguments: [String]) throws -> (Int32, String) {
        var outcome = try runMovedOnce(path, arguments)
        for _ in 0..<20 where outcome.1.contains("Text file busy") {
            usleep(100_000)
            outcome = try runMovedOnce(path, arguments)
        }
        return outcome
    }

    private static func runMovedOnce(_ path: String, _ arguments: [String]) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = Self.environment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, message)
    }

    @Test("what --swift cannot do as asked is one line", arguments: [
        (["--swift", "/nonexistent/layout.swift", "--dump-layout"], "/nonexistent/layout.swift: no such file"),
        (["--swift", "a.swift", "--layout", "b.json"], "give one of --example, --layout and --swift"),
        (["--swift", "-", "--dump-layout"], "--swift compiles a file, not standard input; give the file's name"),
        (["--swift", "a.swift", "--items", "5"], "--items goes with --example; give a --swift file's counts with --item-counts 18,18,18"),
        (["--layout", "b.json", "--item-counts", "5"], "--item-counts goes with --swift; a layout file gives its own counts, and --items an example's"),
        (["--swift", "a.swift", "--item-counts", "5,x"], "The value '5,x' is invalid for '--item-counts <n,n,…>': expected whole numbers of items by section, such as 18,18,18"),
        (["--swift", "a.swift", "--item-counts", "5,-1"], "The value '5,-1' is invalid for '--item-counts <n,n,…>': section 1 holds -1 items; a section holds from 0 to 100000000"),
        (["--swift", "a.swift", "--swift-version", "4"], "The value '4' is invalid for '--swift-version <5|6>': the Swift language mode is 5 or 6"),
        (["--example", "list", "--swift-version", "6"], "--swift-version goes with --swift, the file it compiles"),
    ])
    func refusals(arguments: [String], line: String) throws {
        let result = try Self.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr == "xcollection: \(line)\n")
    }
}
