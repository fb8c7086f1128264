import Foundation
import Testing
import TestSupport
import X11Window

/// `--compare GOLDEN.png` as a CI job runs it: with no display (the program starts its own
/// Xvfb), recording a missing golden, passing, failing with artefacts, `--record` and `--artifacts`.
@Suite("--compare GOLDEN.png: a render against its golden")
struct CompareImageTests {
    @Test("a missing golden is recorded and fails; the next run passes, quietly")
    func recordsThenPasses() throws {
        let folder = try LayoutFolder()
        let layout = try folder.list()
        let golden = folder.path + "/goldens/list.png"
        let first = try ProgramRunner.run(["--layout", layout, "--compare", golden])
        #expect(first.status == 1)
        #expect(first.stderr == "xcollection: \(golden): no golden was there; recorded this render (375x667) as the golden: check it, then run again\n")
        #expect(first.stdout.isEmpty)
        let recorded = try PNG.read(golden)
        #expect(recorded.width == 375)
        #expect(recorded.height == 667)
        let second = try ProgramRunner.run(["--layout", layout, "--compare", golden])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stderr.isEmpty)
        #expect(second.stdout.isEmpty)
        #expect(!folder.exists("goldens/list.actual.png"))
        #expect(!folder.exists("goldens/list.diff.png"))
    }

    @Test("rows one point taller fail with one line, and the actual and diff images beside the golden; a later match removes them")
    func aMovedRowFails() throws {
        let folder = try LayoutFolder()
        let golden = folder.path + "/list.png"
        #expect(try ProgramRunner.run(["--layout", try folder.list(), "--compare", golden, "--record"]).status == 0)
        let taller = try folder.list(rowHeight: 45, name: "taller.json")
        let run = try ProgramRunner.run(["--layout", taller, "--compare", golden])
        #expect(run.status == 1)
        let actual = folder.path + "/list.actual.png", diff = folder.path + "/list.diff.png"
        #expect(run.stderr == "xcollection: \(golden): 22631 pixels differ (at most 40 may), the largest channel difference is 169; actual: \(actual), diff: \(diff)\n")
        #expect(run.stdout.isEmpty)
        let actualImage = try PNG.read(actual), diffImage = try PNG.read(diff)
        #expect(actualImage.width == 375)
        #expect(actualImage.height == 667)
        #expect(diffImage.width == 375)
        #expect(diffImage.height == 667)
        // The actual image is the render itself, and the diff marks each differing pixel red.
        let direct = try ProgramRunner.run(["--layout", taller, "--screenshot", folder.path + "/direct.png"])
        #expect(direct.status == 0)
        #expect(try PNG.read(folder.path + "/direct.png").pixels == actualImage.pixels)
        var red = 0
        for index in stride(from: 0, to: diffImage.pixels.count, by: 4)
        where diffImage.pixels[index] == 255 && diffImage.pixels[index + 1] == 0 && diffImage.pixels[index + 2] == 0 {
            red += 1
        }
        #expect(red == 22631)
        let again = try ProgramRunner.run(["--layout", try folder.list(), "--compare", golden])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(!folder.exists("list.actual.png"))
        #expect(!folder.exists("list.diff.png"))
    }

    @Test("a whole layout one point lower fails: a hard edge that moved is not forgiven as anti-aliasing")
    func onePointFails() throws {
        let folder = try LayoutFolder()
        let golden = folder.path + "/list.png"
        #expect(try ProgramRunner.run(["--example", "list", "--compare", golden, "--record"]).status == 0)
        let run = try ProgramRunner.run(["--example", "list", "--offset", "0,1", "--compare", golden])
        #expect(run.status == 1)
        #expect(run.stderr.contains(": 11533 pixels differ (at most 40 may), the largest channel difference is 255; actual: "))
    }

    @Test("--record replaces a golden that no longer matches, and says so")
    func recordReplaces() throws {
        let folder = try LayoutFolder()
        let golden = folder.path + "/list.png"
        _ = try ProgramRunner.run(["--layout", try folder.list(rowHeight: 45), "--compare", golden])
        let layout = try folder.list()
        #expect(try ProgramRunner.run(["--layout", layout, "--compare", golden]).status == 1)
        let record = try ProgramRunner.run(["--layout", layout, "--compare", golden, "--record"])
        #expect(record.status == 0)
        #expect(record.stderr == "xcollection: recorded \(golden) (375x667)\n")
        #expect(!folder.exists("list.actual.png"))
        #expect(!folder.exists("list.diff.png"))
        #expect(try ProgramRunner.run(["--layout", layout, "--compare", golden]).status == 0)
    }

    @Test("--artifacts DIR takes the actual and diff images, and is created when missing")
    func artifactsFolder() throws {
        let folder = try LayoutFolder()
        let golden = folder.path + "/list.png"
        #expect(try ProgramRunner.run(["--layout", try folder.list(), "--compare", golden, "--record"]).status == 0)
        let artifacts = folder.path + "/out/artefacts"
        let run = try ProgramRunner.run(["--layout", try folder.list(rowHeight: 45), "--compare", golden, "--artifacts", artifacts])
        #expect(run.status == 1)
        #expect(run.stderr.hasSuffix("; actual: \(artifacts)/list.actual.png, diff: \(artifacts)/list.diff.png\n"))
        #expect(folder.exists("out/artefacts/list.actual.png"))
        #expect(folder.exists("out/artefacts/list.diff.png"))
        #expect(!folder.exists("list.actual.png"))
        #expect(!folder.exists("list.diff.png"))
        _ = try PNG.read(artifacts + "/list.diff.png")
    }

    @Test("an example compares as a layout file does, at a size and offset")
    func anExampleAtAnOffset() throws {
        let folder = try LayoutFolder()
        let golden = folder.path + "/grid.png"
        let arguments = ["--example", "grid", "--size", "320x480", "--offset", "0,100", "--compare", golden]
        #expect(try ProgramRunner.run(arguments).status == 1)
        let recorded = try PNG.read(golden)
        #expect(recorded.width == 320)
        #expect(recorded.height == 480)
        #expect(try ProgramRunner.run(arguments).status == 0)
    }
}
