import Foundation
import Testing
import TestSupport
import X11Window

/// Small inputs that once crashed the program, hung it or took gigabytes: each is shown, or
/// refused in one line, within a bounded time and memory. The memory bound is enforced with
/// `ulimit -v`, so a run that needs more fails instead of swapping the machine.
@Suite(.serialized) struct HostileInputTests {
    /// Address space each run may take, in KiB: a debug build with its private Xvfb takes less
    /// than 400 MB; the inputs below once took from 650 MB to 35 GB.
    static let addressSpace = 1_000_000

    /// Runs the program under the address-space limit, headless.
    static func runBounded(_ arguments: [String], addressSpace: Int = addressSpace) throws -> ProgramRunner.Output {
        let quoted = ([ProgramRunner.executable.path] + arguments).map { "'\($0.replacingOccurrences(of: "'", with: "'\\''"))'" }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        let folder = try LayoutFolder()
        process.arguments = ["-c", "ulimit -v \(addressSpace); exec \(quoted.joined(separator: " ")) > '\(folder.path)/out' 2> '\(folder.path)/err'"]
        process.environment = ProgramRunner.headless
        try process.run()
        process.waitUntilExit()
        return ProgramRunner.Output(status: process.terminationStatus,
                                    stdout: (try? String(contentsOfFile: folder.path + "/out", encoding: .utf8)) ?? "",
                                    stderr: (try? String(contentsOfFile: folder.path + "/err", encoding: .utf8)) ?? "")
    }

    /// The list file with its rows showing `title`.
    static func listWithTitle(_ title: String, in folder: LayoutFolder) throws -> String {
        let json = try LayoutFolder.listText().replacingOccurrences(
            of: #""items": 94,"#, with: #""items": 94, "cells": { "style": "row", "title": "\#(title)" },"#)
        return try folder.write(json, name: "title.json")
    }

    @Test("a title of one letter and 9,500 combining marks is drawn, not a trap converting a coordinate")
    func stackedMarks() throws {
        let folder = try LayoutFolder()
        let file = try Self.listWithTitle("a" + String(repeating: "\u{0301}", count: 9_500), in: folder)
        for output in ["--screenshot", "--compare"] {
            let result = try Self.runBounded(["--layout", file, output, folder.path + "/marks.png"])
            #expect(result.status == 0 || (output == "--compare" && result.status == 1), "\(output): \(result.stderr)")
            #expect(!result.stderr.contains("Fatal error"))
        }
    }

    @Test("a title of 20,000 direction overrides and 10,000 pops is drawn")
    func directionOverrides() throws {
        let folder = try LayoutFolder()
        let title = String(repeating: "\u{202E}", count: 20_000) + String(repeating: "\u{202C}", count: 10_000) + "abc"
        let file = try Self.listWithTitle(title, in: folder)
        let result = try Self.runBounded(["--layout", file, "--screenshot", folder.path + "/overrides.png"])
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test("a title of one word of four million letters is measured piece by piece, in bounded memory")
    func oneLongWord() throws {
        let folder = try LayoutFolder()
        let file = try Self.listWithTitle(String(repeating: "a", count: 4_000_000), in: folder)
        let result = try Self.runBounded(["--layout", file, "--screenshot", folder.path + "/word.png"], addressSpace: 600_000)
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test("a hundred million items of no size with no spacing: the description and the screenshot query a bounded number",
          arguments: ["--visual-description", "--screenshot"])
    func zeroSizeItems(output: String) throws {
        let folder = try LayoutFolder()
        let file = try folder.write(#"""
            {"kind": "flow", "flow": {"itemSize": [0, 0], "minimumInteritemSpacing": 0, "minimumLineSpacing": 0},
             "sections": [{"items": 100000000}]}
            """#, name: "zero.json")
        let arguments = ["--layout", file, output] + (output == "--screenshot" ? [folder.path + "/zero.png", "--inspect"] : [])
        let result = try Self.runBounded(arguments)
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test("a hundred million rows a millionth of a point tall are drawn in bounded memory, with the inspector too",
          arguments: [[], ["--inspect"]])
    func thinRows(inspect: [String]) throws {
        let folder = try LayoutFolder()
        let file = try folder.write(try LayoutFolder.listText(items: 100_000_000).replacingOccurrences(of: "absolute(44)", with: "absolute(0.000001)"),
                                    name: "thin.json")
        let result = try Self.runBounded(["--layout", file, "--screenshot", folder.path + "/thin.png"] + inspect)
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test("an offset of 1e19 and beyond: the dump of pinned headers and the App Store's screenshot",
          arguments: ["9.3e18", "1e19", "1e20", "1e30"])
    func farOffsets(offset: String) throws {
        let folder = try LayoutFolder()
        let dump = try Self.runBounded(["--example", "pinned-headers", "--offset", "0,\(offset)", "--dump-layout"])
        #expect(dump.status == 0, "\(dump.stderr)")
        #expect(dump.stdout.hasPrefix("{\n  \"contentSize\": "))
        let screenshot = try Self.runBounded(["--example", "appstore", "--offset", "0,\(offset)", "--screenshot", folder.path + "/far.png"])
        #expect(screenshot.status == 0, "\(screenshot.stderr)")
    }

    @Test("a PNG golden declaring 60000x60000 is refused from its header, before a pixel is decoded")
    func decompressionBomb() throws {
        let folder = try LayoutFolder()
        let layout = try folder.list()
        let bomb = folder.path + "/bomb.png"
        try Data(Self.png(width: 60_000, height: 60_000)).write(to: URL(fileURLWithPath: bomb))
        let result = try Self.runBounded(["--layout", layout, "--compare", bomb])
        #expect(result.status == 2)
        #expect(result.stderr == "xcollection: \(bomb) is 60000x60000, larger than any render (at most 8192x8192); give a golden of the view's size, or --record to replace it\n")

        // Within the largest render but not the view's size: refused before decoding too.
        let other = folder.path + "/other.png"
        try Data(Self.png(width: 8000, height: 8000)).write(to: URL(fileURLWithPath: other))
        let mismatch = try Self.runBounded(["--layout", layout, "--compare", other], addressSpace: 500_000)
        #expect(mismatch.status == 2)
        #expect(mismatch.stderr == "xcollection: \(other) is 8000x8000 but the render is 375x667; give --size 8000x8000, or --record to replace the golden\n")
    }

    @Test("a golden file larger than any PNG of the largest render is refused before it is read")
    func hugeGolden() throws {
        let folder = try LayoutFolder()
        let layout = try folder.list()
        let huge = folder.path + "/huge.png"
        // Sparse: the size costs no disk.
        _ = FileManager.default.createFile(atPath: huge, contents: nil)
        let largest = 8192 * (8192 * 4 + 1) + (1 << 20)
        #expect(truncate(huge, off_t(largest + 1)) == 0)
        let result = try Self.runBounded(["--layout", layout, "--compare", huge], addressSpace: 500_000)
        #expect(result.status == 2)
        #expect(result.stderr == "xcollection: \(huge): is larger than any golden xcollection compares (more than \(largest) bytes)\n")
    }

    @Test("a key a megabyte long is named by its start: the refusal stays one short line")
    func longUnknownKey() throws {
        let folder = try LayoutFolder()
        let key = String(repeating: "k", count: 1 << 20)
        let file = try folder.write(#"{"name": "x", "sections": [{"items": 1, "\#(key)": 1}]}"#, name: "key.json")
        let result = try ProgramRunner.run(["--layout", file, "--dump-layout"])
        #expect(result.status == 2)
        let quoted = String(repeating: "k", count: 64) + "… (1048576 characters)"
        #expect(result.stderr.hasPrefix("xcollection: \(file): sections[0].\(quoted): unknown key \"\(quoted)\"; expected one of "))
        #expect(result.stderr.count < 600)
    }

    @Test("output that cannot be written is one line on standard error and status 1, not a silent 0 or a trap",
          arguments: [["--example", "list", "--export-layout"], ["--example", "list", "--dump-layout"],
                      ["--example", "list", "--visual-description"], ["--list-examples"]])
    func fullOutput(arguments: [String]) throws {
        let what = ["--export-layout": "the layout file", "--dump-layout": "the layout dump",
                    "--visual-description": "the visual description", "--list-examples": "the list of examples"][arguments.last!]!
        let full = try Self.shell("exec \"$0\" \"$@\" > /dev/full", arguments)
        #expect(full.status == 1)
        #expect(full.stderr == "xcollection: cannot write \(what) to standard output: No space left on device\n")
        let closed = try Self.shell("exec \"$0\" \"$@\" >&-", arguments)
        #expect(closed.status == 1)
        #expect(closed.stderr == "xcollection: cannot write \(what) to standard output: Bad file descriptor\n")
    }

    @Test("with standard error closed or full, a refusal still exits 2")
    func refusalWithoutStandardError() throws {
        for redirect in ["2>&-", "2>/dev/full"] {
            let result = try Self.shell("exec \"$0\" \"$@\" \(redirect)", ["--example", "no-such-example"])
            #expect(result.status == 2, "\(redirect)")
        }
    }

    @Test("a DISPLAY that takes the connection and never answers: one line and status 1 within seconds, for the window and a screenshot",
          arguments: [[], ["--screenshot", "/tmp/xcollection-never-written.png"]])
    func silentDisplay(output: [String]) throws {
        let (socket, display) = try Self.silentServer()
        defer { close(socket) }
        var environment = ProgramRunner.headless
        environment["DISPLAY"] = display
        let started = Date()
        let result = try ProgramRunner.run(["--example", "list"] + output, environment: environment)
        #expect(result.status == 1)
        #expect(result.stderr == "xcollection: X display \"\(display)\" did not answer within 5 seconds (is the server stopped, or DISPLAY pointing at something else?)\n")
        #expect(Date().timeIntervalSince(started) < 30, "it gave up, rather than waiting for ever")
    }

    @Test("an option repeated 10,000 times is refused at once, not parsed for 20 seconds")
    func repeatedOption() throws {
        let started = Date()
        let result = try ProgramRunner.run(Array(repeating: ["--size", "10x10"], count: 10_000).flatMap { $0 } + ["--dump-layout"])
        #expect(result.status == 2)
        #expect(result.stderr == "xcollection: 20001 arguments, more than any xcollection command takes (at most 512); give each option once\n")
        #expect(Date().timeIntervalSince(started) < 10)
        #expect(try ProgramRunner.run(Array(repeating: ["--size", "300x300"], count: 200).flatMap { $0 } + ["--example", "list", "--dump-layout"]).status == 0,
                "a long command line within the bound still works")
    }

    @Test("a screenshot with DISPLAY on an 8-bit screen is rendered as on any other, not written black")
    func eightBitDisplay() throws {
        let folder = try LayoutFolder()
        let headless = try ProgramRunner.run(["--example", "list", "--screenshot", folder.path + "/headless.png"])
        #expect(headless.status == 0, "\(headless.stderr)")
        let server = try PrivateXvfb(width: 800, height: 600, depth: 8)
        var environment = ProgramRunner.headless
        environment["DISPLAY"] = server.displayName
        let palette = try ProgramRunner.run(["--example", "list", "--screenshot", folder.path + "/palette.png"], environment: environment)
        #expect(palette.status == 0, "\(palette.stderr)")
        let expected = try PNG.read(folder.path + "/headless.png"), actual = try PNG.read(folder.path + "/palette.png")
        #expect(actual.width == expected.width && actual.height == expected.height)
        #expect(actual.pixels == expected.pixels)
        #expect(Set(actual.pixels).count > 2, "not one colour")
    }

    /// A TCP socket on loopback that listens as an X server's would (display N is port 6000 + N)
    /// and never accepts: the kernel completes connections into its backlog, and nothing answers.
    static func silentServer() throws -> (socket: Int32, display: String) {
        let descriptor = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw POSIXError(.EIO) }
        for number in 50..<200 {
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(6000 + number).bigEndian
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            if bound == 0, listen(descriptor, 8) == 0 { return (descriptor, "127.0.0.1:\(number)") }
        }
        close(descriptor)
        throw POSIXError(.EADDRINUSE)
    }

    /// Runs the program through `sh -c script`, the program as `$0` and `arguments` after it;
    /// standard error goes to a file unless the script redirects it.
    static func shell(_ script: String, _ arguments: [String]) throws -> ProgramRunner.Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        let folder = try LayoutFolder()
        let redirected = script.contains("2>") ? script : script + " 2>'\(folder.path)/err'"
        process.arguments = ["-c", redirected, ProgramRunner.executable.path] + arguments
        process.environment = ProgramRunner.headless
        try process.run()
        process.waitUntilExit()
        return ProgramRunner.Output(status: process.terminationStatus, stdout: "",
                                    stderr: (try? String(contentsOfFile: folder.path + "/err", encoding: .utf8)) ?? "")
    }

    /// A PNG of `width` by `height` whose image data is one empty zlib stream: a few dozen bytes
    /// that declare any size.
    static func png(width: UInt32, height: UInt32) -> [UInt8] {
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
        }
        let header = bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0]
        let emptyStream: [UInt8] = [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", emptyStream) + chunk("IEND", [])
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    /// PNG's CRC-32 (ISO 3309), bit by bit: a few chunks of a test need no table.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
