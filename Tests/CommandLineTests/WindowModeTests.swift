import Foundation
import Testing
import TestSupport
import X11Window

@Suite("The window modes without a display, and the screenshot option's checks")
struct WindowModeTests {
    @Test("with no DISPLAY the window fails with one line naming DISPLAY and xvfb-run")
    func noDisplay() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        let run = try ProgramRunner.run(["--example", "list"], environment: environment)
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("xcollection: "))
        #expect(run.stderr.contains("DISPLAY") && run.stderr.contains("xvfb-run"))
        #expect(run.stderr.split(separator: "\n").count == 1)
        #expect(run.stdout.isEmpty)
    }

    @Test("a display that cannot be reached is named in one line")
    func unreachableDisplay() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = ":987"
        let run = try ProgramRunner.run(["--example", "grid"], environment: environment)
        #expect(run.status == 2)
        #expect(run.stderr.contains(":987"))
        #expect(run.stderr.split(separator: "\n").count == 1)
    }

    @Test("an X server that dies under the window ends the program with status 1 and one line, at once")
    func lostServer() throws {
        var server: PrivateXvfb? = try PrivateXvfb()
        let program = try RunningProgram(["--example", "list"], display: server!.displayName)
        #expect(program.next(containing: #""event":"ready""#) != nil, "\(program.errors)")
        let killed = Date()
        server = nil
        #expect(program.waitForExit(timeout: 5))
        #expect(Date().timeIntervalSince(killed) < 1)
        #expect(program.exitStatus == 1)
        #expect(program.errors == "xcollection: lost the connection to the X server\n")
    }

    @Test("an X server killed while a contact sheet of a hundred million rows renders: one line and status 1, no crash")
    func lostServerDuringVariants() throws {
        let folder = try LayoutFolder()
        let rows = try folder.write(LayoutFolder.listText(rowHeight: 1, items: 100_000_000).replacingOccurrences(of: "absolute(1)", with: "absolute(0.001)"),
                                    name: "rows.json")
        for delay in [1.0, 2.0] {
            var server: PrivateXvfb? = try PrivateXvfb()
            let program = try RunningProgram(["--layout", rows, "--variants", "content-sizes", "--device", "ipad-pro-13", "--inspect",
                                              "--screenshot", folder.path + "/sheet.png"], display: server!.displayName)
            Thread.sleep(forTimeInterval: delay)
            server = nil
            #expect(program.waitForExit(timeout: 30))
            // Still rendering when the server went: it must end in one line, not a crash.
            if program.exitStatus != 0 {
                #expect(program.exitStatus == 1, "killed after \(delay) s: \(program.errors)")
                #expect(program.errors == "xcollection: lost the connection to the X server\n", "killed after \(delay) s")
            }
        }
    }

    @Test("--dump-layout needs no display")
    func dumpWithoutDisplay() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        let run = try ProgramRunner.run(["--example", "grid", "--dump-layout"], environment: environment)
        #expect(run.status == 0)
        #expect(run.stdout.contains("\"elements\""))
    }

    @Test("--screenshot wants a .png name and no other output mode", arguments: [
        (["--screenshot", "shot.jpg"], "ending in .png"),
        (["--screenshot", "shot.png", "--dump-layout"], "cannot go with"),
        (["--log-frames"], "--log-frames needs --log-events"),
    ])
    func screenshotChecks(arguments: [String], message: String) throws {
        let run = try ProgramRunner.run(arguments, environment: ProcessInfo.processInfo.environment)
        #expect(run.status != 0)
        #expect(run.stderr.contains(message))
    }

    @Test("a screenshot that cannot be written is refused with its path")
    func unwritableScreenshot() throws {
        let display = try TestDisplay.requireShared()
        let run = try ProgramRunner.run(["--example", "list", "--screenshot", "/nonexistent/dir/shot.png"],
                                      environment: TestDisplay.environment(display: display))
        #expect(run.status == 2)
        #expect(run.stderr.contains("/nonexistent/dir/shot.png"))
    }
}
