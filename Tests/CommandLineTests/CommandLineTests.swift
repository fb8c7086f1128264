import CollectionLayout
import Foundation
import Testing
import TestSupport

/// `xcollection` as a user runs it: dumps, refusals and their exit status.
@Suite(.serialized) struct CommandLineTests {
    @Test("dumps an example without A display") func dumpsAnExampleWithoutADisplay() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        let result = try ProgramRunner.run(["--example", "list", "--dump-layout"], environment: environment)
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.hasPrefix("{\n  \"contentSize\": [375, 4136],\n  \"elements\": [\n    {\"category\": \"cell\", \"section\": 0, \"item\": 0, \"frame\": [0, 0, 375, 44], \"zIndex\": 0},"))
        guard case .object(let members) = try JSONParser.parse(result.stdout), case .array(let elements) = members[1].value else {
            Issue.record("the dump is not the documented object"); return
        }
        #expect(elements.count == 94)
    }

    @Test("dumps A file at A size and offset") func dumpsAFileAtASizeAndOffset() throws {
        let path = fixture("pinned-headers.json")
        let result = try ProgramRunner.run(["--layout", path, "--size", "1024x768", "--offset", "0,300", "--dump-layout", "--no-measure"])
        #expect(result.status == 0)
        // The first header (its 44-point estimate kept) pins at the offset until its section (328 tall) pushes it up.
        #expect(result.stdout.contains(#"{"category": "supplementary", "kind": "header", "section": 0, "item": 0, "frame": [10, 284, 1004, 44], "zIndex": 2}"#))
    }

    @Test("a faulty file is one line and status 2") func aFaultyFileIsOneLineAndStatus2() throws {
        let path = try ProgramRunner.temporaryFile(#"{ "sections": [ { "items": 3, "group": { "group": "horizontal", "size": { "width": "fractionalWidth(1)", "height": "absolute(1e400)" }, "subitems": [] } } ] }"#)
        let result = try ProgramRunner.run(["--layout", path, "--dump-layout"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "xcollection: \(path): sections[0].group.size.height: the number 1e400 is out of range\n")
    }

    @Test("a missing file is named") func aMissingFileIsNamed() throws {
        let result = try ProgramRunner.run(["--layout", "/nonexistent/layout.json", "--dump-layout"])
        #expect(result.status == 2)
        #expect(result.stderr == "xcollection: /nonexistent/layout.json: no such file\n")
    }

    @Test("unreadable layout files say why in one line", arguments: [
        ("/tmp", "/tmp: is a directory, not a layout file"),
        ("", "--layout needs a file name (or - for standard input)"),
        ("/dev/zero", "/dev/zero: is a device, not a layout file"),
    ])
    func unreadableFiles(path: String, message: String) throws {
        let result = try ProgramRunner.run(["--layout", path, "--dump-layout"])
        #expect(result.status == 2)
        #expect(result.stderr == "xcollection: \(message)\n")
    }

    @Test("a file that is not UTF 8") func aFileThatIsNotUTF8() throws {
        let path = try ProgramRunner.temporaryFile("{ \"kind\": \"flow\" }")
        try Data([0x7B, 0x20, 0xFF, 0xFE]).write(to: URL(fileURLWithPath: path))
        let result = try ProgramRunner.run(["--layout", path, "--dump-layout"])
        #expect(result.status == 2)
        #expect(result.stderr == "xcollection: \(path): is not UTF-8 text (first bad byte at offset 2)\n")
    }

    @Test("a bad byte is placed by its offset in bytes, after multi-byte characters too")
    func badByteAfterMultibyteText() throws {
        let path = try ProgramRunner.temporaryFile("")
        try Data(#"{"name":"café "#.utf8 + [0xFF]).write(to: URL(fileURLWithPath: path))
        let result = try ProgramRunner.run(["--layout", path, "--dump-layout"])
        #expect(result.stderr == "xcollection: \(path): is not UTF-8 text (first bad byte at offset 15)\n")
    }

    @Test("a named pipe is refused for what it is; - reads the layout from standard input")
    func pipes() throws {
        let fifo = FileManager.default.temporaryDirectory.appendingPathComponent("xcollection-\(UUID().uuidString).json").path
        #expect(mkfifo(fifo, 0o600) == 0)
        defer { try? FileManager.default.removeItem(atPath: fifo) }
        let refused = try ProgramRunner.run(["--layout", fifo, "--dump-layout"])
        #expect(refused.status == 2)
        #expect(refused.stderr == "xcollection: \(fifo): is a named pipe, not a file; to read a pipe, give --layout - and pipe it in\n")
        let piped = try ProgramRunner.run(["--layout", "-", "--dump-layout"], input: try String(contentsOfFile: fixture("list.json"), encoding: .utf8))
        let fromFile = try ProgramRunner.run(["--layout", fixture("list.json"), "--dump-layout"])
        #expect(piped.status == 0, "\(piped.stderr)")
        #expect(piped.stdout == fromFile.stdout)
    }

    @Test("a file larger than any layout is refused before it is read")
    func tooLarge() throws {
        let path = try ProgramRunner.temporaryFile("")
        try Data(count: 17 << 20).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try ProgramRunner.run(["--layout", path, "--dump-layout"])
        #expect(result.status == 2)
        #expect(result.stderr == "xcollection: \(path): is larger than 16 MB, too large to be a layout file\n")
        let piped = try ProgramRunner.run(["--layout", "-", "--dump-layout"], input: String(repeating: " ", count: 17 << 20))
        #expect(piped.stderr == "xcollection: standard input: is larger than 16 MB, too large to be a layout file\n")
    }

    @Test("an unknown example lists the known ones") func anUnknownExampleListsTheKnownOnes() throws {
        let result = try ProgramRunner.run(["--example", "kaleidoscope", "--dump-layout"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("xcollection: no example named \"kaleidoscope\"; the examples are appstore, list, grid"))
    }

    @Test("bad sizes are refused in one line that says why", arguments: [
        ("0x667", "both sides must be finite numbers above 0"), ("=-375x667", "both sides must be finite numbers above 0"),
        ("nanx667", "both sides must be finite numbers above 0"), ("375x1e400", "both sides must be finite numbers above 0"),
        ("375", "expected WIDTHxHEIGHT"), ("375x667x2", "expected WIDTHxHEIGHT"), ("9000x100", "at most 8192 points each way"),
        ("-5x-5", "both sides must be finite numbers above 0"), ("375.5x667.5", "a window has whole pixels: give whole numbers"),
    ])
    func badSizesAreRefused(size: String, reason: String) throws {
        let arguments = size.hasPrefix("=") ? ["--size" + size] : ["--size", size]
        let result = try ProgramRunner.run(["--example", "list", "--dump-layout"] + arguments)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("xcollection: The value '\(size.hasPrefix("=") ? String(size.dropFirst()) : size)' is invalid for '--size <WxH>': \(reason)"))
        #expect(result.stderr.filter { $0 == "\n" }.count == 1)
    }

    @Test("usage mistakes are one line with status 2", arguments: [
        (["--bogus"], "xcollection: Unknown option '--bogus'"),
        (["--offset", "1,nan"], "xcollection: The value '1,nan' is invalid for '--offset <X,Y>': both coordinates must be finite numbers"),
        (["--example", "grid", "--layout", "x.json"], "xcollection: give --example or --layout, not both"),
        (["--dump-layout", "--visual-description"], "xcollection: --dump-layout and --visual-description each print something else; give one of them"),
        (["--export-layout", "--dump-layout"], "xcollection: --dump-layout and --export-layout each print something else; give one of them"),
        (["--list-examples", "--example", "nope"], "xcollection: --list-examples lists every example; it takes no --example, --layout or --items"),
        (["--example", "list", "--offset", "100,50", "--dump-layout"], "xcollection: --offset: the layout scrolls vertically; give 0,Y"),
        (["--example", "list", "--offset", "-10,0", "--visual-description"], "xcollection: --offset: the layout scrolls vertically; give 0,Y"),
    ])
    func usageMistakes(arguments: [String], line: String) throws {
        let result = try ProgramRunner.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr == line + "\n")
    }

    @Test("items gives the example that many items") func itemsGivesTheExampleThatManyItems() throws {
        let result = try ProgramRunner.run(["--example", "list", "--items", "1000000", "--visual-description", "--size", "375x100",
                                            "--offset", "0,43999912"])
        #expect(result.status == 0)
        // The last two of a million 44-point rows fill the bottom of a 100-point view.
        #expect(result.stdout.contains(" 999998 ") && result.stdout.contains(" 999999 "))
        #expect(!result.stdout.contains("999997"))
        let exported = try ProgramRunner.run(["--example", "grid", "--items", "7", "--export-layout"])
        #expect(exported.status == 0)
        #expect(exported.stdout.contains("\"items\": 7"))
        #expect(!exported.stdout.contains("\"items\": 94"))
        let dump = try ProgramRunner.run(["--example", "two-column", "--items", "3", "--dump-layout"])
        #expect(dump.stdout.contains(#"{"category": "cell", "section": 0, "item": 2, "frame": [10, 54, 172.5, 44], "zIndex": 0}"#))
        #expect(!dump.stdout.contains(#""item": 3,"#))
    }

    @Test("--items is refused in one line where it cannot apply", arguments: [
        (["--example", "appstore", "--items", "5"], "xcollection: --items: the appstore example's content is fixed; --items works with list, grid, two-column, updates"),
        (["--example", "list", "--items", "0"], "xcollection: The value '0' is invalid for '--items <count>': the count must be from 1 to 100000000, not 0"),
        (["--example", "list", "--items", "1e6"], "xcollection: The value '1e6' is invalid for '--items <count>': expected a whole number of items, such as 1000000, not \"1e6\""),
        (["--example", "list", "--items=-4"], "xcollection: The value '-4' is invalid for '--items <count>': the count must be from 1 to 100000000, not -4"),
        (["--example", "list", "--items", "200000000"], "xcollection: The value '200000000' is invalid for '--items <count>': the count must be from 1 to 100000000, not 200000000"),
        (["--layout", "x.json", "--items", "5"], "xcollection: --items goes with --example; a layout file gives its own item counts"),
    ])
    func itemsRefused(arguments: [String], line: String) throws {
        let result = try ProgramRunner.run(arguments + ["--dump-layout"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == line + "\n")
    }

    @Test("lists the examples") func listsTheExamples() throws {
        let result = try ProgramRunner.run(["--list-examples"])
        #expect(result.status == 0)
        let names = result.stdout.split(separator: "\n").map { $0.split(separator: " ").first.map(String.init) ?? "" }
        #expect(Array(names.prefix(10)) == ["appstore", "list", "grid", "two-column", "badges", "headers-footers", "pinned-headers",
                                             "section-background", "nested-groups", "paging-modes"])
    }

    /// A dump of 100,000,000 items streams: its first megabyte arrives while the process holds
    /// little memory, long before the whole dump could have been built.
    @Test("a hundred million items stream in bounded memory") func aHundredMillionItemsStreamInBoundedMemory() throws {
        let path = try ProgramRunner.temporaryFile(
            (try String(contentsOfFile: fixture("grid.json"), encoding: .utf8)).replacingOccurrences(of: "\"items\": 94", with: "\"items\": 100000000"))
        let outputPath = path + ".dump"
        _ = FileManager.default.createFile(atPath: outputPath, contents: nil)
        let output = try #require(FileHandle(forWritingAtPath: outputPath))
        let process = Process()
        process.executableURL = ProgramRunner.executable
        process.arguments = ["--layout", path, "--dump-layout"]
        process.standardOutput = output
        try process.run()
        // Wait (at most 60 s) for the first 4 MB, then read the child's peak memory and stop it.
        let deadline = Date().addingTimeInterval(60)
        var size = 0
        while size < 4_000_000, Date() < deadline, process.isRunning {
            size = (try? FileManager.default.attributesOfItem(atPath: outputPath)[.size] as? Int) ?? 0
            Thread.sleep(forTimeInterval: 0.05)
        }
        let status = (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8)) ?? ""
        let peakKB = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
            .flatMap { $0.split(separator: " ").dropFirst().first }.flatMap { Int($0) } ?? Int.max
        // SIGKILL: the test runner's children may inherit a blocked SIGTERM.
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        try? output.close()
        let received = try Data(contentsOf: URL(fileURLWithPath: outputPath))
        try? FileManager.default.removeItem(atPath: outputPath)
        #expect(received.count >= 4_000_000)
        let text = String(decoding: received.prefix(200), as: UTF8.self)
        // 100,000,000 items at five a row: 20,000,000 rows of 75.
        #expect(text.hasPrefix("{\n  \"contentSize\": [375, 1500000000],"))
        #expect(peakKB < 100_000, "peak resident memory \(peakKB) kB")
    }

    @Test("--visual-description past the end shows the last screen, as the window would scroll there")
    func visualDescriptionClamps() throws {
        let past = try ProgramRunner.run(["--example", "list", "--offset", "0,99999", "--visual-description"])
        let end = try ProgramRunner.run(["--example", "list", "--offset", "0,\(44 * 94 - 667)", "--visual-description"])
        #expect(past.status == 0 && end.status == 0)
        #expect(past.stdout == end.stdout)
        #expect(past.stdout.contains(" 93 "))
    }

    @Test("negative offsets reach their parser instead of being taken for options")
    func negativeOffset() throws {
        let result = try ProgramRunner.run(["--example", "list", "--offset", "0,-100", "--visual-description"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == (try ProgramRunner.run(["--example", "list", "--visual-description"])).stdout)
    }

    @Test("--visual-description of elements millions of rows tall draws what shows, at once")
    func visualDescriptionOfHugeElements() throws {
        let list = try String(contentsOfFile: fixture("list.json"), encoding: .utf8)
        for height in ["absolute(1e10)", "absolute(1e13)"] {
            let path = try ProgramRunner.temporaryFile(list.replacingOccurrences(of: "absolute(44)", with: height)
                .replacingOccurrences(of: "\"items\": 94", with: "\"items\": 3"))
            let started = Date()
            let result = try ProgramRunner.run(["--layout", path, "--visual-description"])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(Date().timeIntervalSince(started) < 5)
            #expect(result.stdout.hasPrefix("+" + String(repeating: "-", count: 62) + "+\n|"))
        }
    }

    @Test("a dump never holds a number that is not finite: sizes that would overflow are refused")
    func noInfiniteNumbers() throws {
        let list = try String(contentsOfFile: fixture("list.json"), encoding: .utf8)
        let path = try ProgramRunner.temporaryFile(list.replacingOccurrences(of: "absolute(44)", with: "absolute(1e14)"))
        let result = try ProgramRunner.run(["--layout", path, "--dump-layout"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("sections[0]: the content would reach"))
    }
}
