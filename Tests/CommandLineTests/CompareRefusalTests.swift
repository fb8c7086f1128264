import Foundation
import Testing
import TestSupport
import X11Window

/// What `--compare` refuses: one line each on standard error, exit status 2, nothing written.
@Suite("--compare refuses bad input in one line")
struct CompareRefusalTests {
    /// Runs `arguments` and expects a refusal saying exactly `message`.
    func expectRefusal(_ arguments: [String], _ message: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let run = try ProgramRunner.run(arguments)
        #expect(run.status == 2, sourceLocation: sourceLocation)
        #expect(run.stderr == "xcollection: \(message)\n", sourceLocation: sourceLocation)
        #expect(run.stdout.isEmpty, sourceLocation: sourceLocation)
    }

    @Test("a golden that is not a PNG: text, empty, cut short")
    func notAPNG() throws {
        let folder = try LayoutFolder()
        let layout = try folder.list()
        let text = try folder.write("hello\n", name: "text.png")
        try expectRefusal(["--layout", layout, "--compare", text],
                          "\(text): is not a PNG image (libpng: read beyond end of data); give a PNG golden, or --record to replace it")
        let empty = try folder.write("", name: "empty.png")
        try expectRefusal(["--layout", layout, "--compare", empty], "\(empty): is empty, not a PNG image; give a PNG golden, or --record to replace it")
        let whole = folder.path + "/whole.png"
        #expect(try ProgramRunner.run(["--layout", layout, "--compare", whole, "--record"]).status == 0)
        let cut = folder.path + "/cut.png"
        try Data(try Data(contentsOf: URL(fileURLWithPath: whole)).prefix(300)).write(to: URL(fileURLWithPath: cut))
        try expectRefusal(["--layout", layout, "--compare", cut],
                          "\(cut): is not a whole PNG image (libpng: read beyond end of data); give a PNG golden, or --record to replace it")
        #expect(!folder.exists("text.actual.png"))
        #expect(!folder.exists("cut.actual.png"))
    }

    @Test("a golden that is not a layout dump: not JSON, or JSON of another shape")
    func notADump() throws {
        let folder = try LayoutFolder()
        let layout = try folder.list()
        let cases = [
            ("hello", "invalid JSON at line 1, column 1: unexpected character"),
            ("[1, 2]", "expected an object with contentSize and elements"),
            (#"{"elements": []}"#, "it has no contentSize"),
            (#"{"contentSize": [375, 667]}"#, "it has no elements"),
            (#"{"contentSize": [375], "elements": []}"#, "contentSize: expected an array of 2 numbers"),
            (#"{"contentSize": [375, 667], "elements": [{"category": "cell", "section": 0, "item": 0, "zIndex": 0}]}"#, "elements[0]: it has no frame"),
            (#"{"contentSize": [375, 667], "elements": [{"category": "cell", "section": 0, "item": 0.5, "frame": [0, 0, 1, 1], "zIndex": 0}]}"#,
             "elements[0].item: expected a whole number"),
        ]
        for (index, (text, reason)) in cases.enumerated() {
            let golden = try folder.write(text, name: "golden\(index).json")
            try expectRefusal(["--layout", layout, "--compare", golden],
                              "\(golden): is not a layout dump: \(reason); give a dump that --dump-layout wrote, or --record to replace it")
        }
        // A PNG given a .json name is not a dump either.
        let png = folder.path + "/list.png"
        #expect(try ProgramRunner.run(["--layout", layout, "--compare", png, "--record"]).status == 0)
        let renamed = folder.path + "/renamed.json"
        try FileManager.default.copyItem(atPath: png, toPath: renamed)
        try expectRefusal(["--layout", layout, "--compare", renamed],
                          "\(renamed): is not a layout dump: invalid JSON at line 1, column 1: unexpected character; give a dump that --dump-layout wrote, or --record to replace it")
    }

    @Test("a golden of another size than the render: both sizes, and no artefacts")
    func sizeMismatch() throws {
        let folder = try LayoutFolder()
        let layout = try folder.list()
        let golden = folder.path + "/list.png"
        #expect(try ProgramRunner.run(["--layout", layout, "--compare", golden, "--record"]).status == 0)
        try expectRefusal(["--layout", layout, "--size", "320x480", "--compare", golden],
                          "\(golden) is 375x667 but the render is 320x480; give --size 375x667, or --record to replace the golden")
        #expect(!folder.exists("list.actual.png"))
        #expect(!folder.exists("list.diff.png"))
    }

    @Test("an artefact folder that cannot be written, named with the reason, before anything renders")
    func unwritableArtifacts() throws {
        let folder = try LayoutFolder()
        let layout = try folder.list()
        let golden = folder.path + "/list.png"
        try expectRefusal(["--layout", layout, "--compare", golden, "--artifacts", layout], "--artifacts \(layout): is a file, not a folder")
        try expectRefusal(["--layout", layout, "--compare", golden, "--artifacts", layout + "/out"],
                          "--artifacts \(layout)/out: cannot create it: \(layout) is a file, not a folder")
        #expect(!folder.exists("list.png"))
    }

    @Test("a golden that is a folder, or under a file")
    func unreadableGoldens() throws {
        let folder = try LayoutFolder()
        let layout = try folder.list()
        try FileManager.default.createDirectory(atPath: folder.path + "/golden.png", withIntermediateDirectories: false)
        try expectRefusal(["--layout", layout, "--compare", folder.path + "/golden.png"], "\(folder.path)/golden.png: is a folder, not a golden")
        try expectRefusal(["--layout", layout, "--compare", layout + "/golden.json"], "\(layout)/golden.json: a part of the path is a file, not a folder")
    }

    @Test("options that cannot go with --compare, or need it", arguments: [
        (["--compare", "golden.txt"], #"--compare takes a golden ending in .png (a render) or .json (a layout dump), not "golden.txt""#),
        (["--compare", "golden"], #"--compare takes a golden ending in .png (a render) or .json (a layout dump), not "golden""#),
        (["--record"], "--record needs --compare, the golden to write"),
        (["--record", "--screenshot", "x.png"], "--record needs --compare, the golden to write"),
        (["--artifacts", "out"], "--artifacts needs --compare (its actual and diff images) or --script (its screenshots)"),
        (["--compare", "g.json", "--artifacts", "out"], "--artifacts goes with --compare FILE.png; a dump comparison writes no images"),
        (["--compare", "g.png", "--screenshot", "x.png"], "--compare checks a render or a dump against a golden; it cannot go with --screenshot"),
        (["--compare", "g.png", "--dump-layout"], "--compare checks a render or a dump against a golden; it cannot go with --dump-layout"),
        (["--compare", "g.json", "--visual-description"], "--compare checks a render or a dump against a golden; it cannot go with --visual-description"),
        (["--compare", "g.json", "--export-layout"], "--compare checks a render or a dump against a golden; it cannot go with --export-layout"),
        (["--compare", "g.png", "--list-examples"], "--compare checks a render or a dump against a golden; it cannot go with --list-examples"),
        (["--compare", "g.png", "--dump-layout", "--visual-description"],
         "--compare checks a render or a dump against a golden; it cannot go with --dump-layout or --visual-description"),
        (["--compare", "g.png", "--no-measure"], "--no-measure goes with --dump-layout or --compare FILE.json; the window and screenshots always measure"),
        (["--compare", "g.png", "--orthogonal-offsets", "start"],
         "--orthogonal-offsets goes with --dump-layout, --visual-description or --compare FILE.json"),
    ])
    func conflictingOptions(arguments: [String], message: String) throws {
        try expectRefusal(["--example", "list"] + arguments, message)
    }
}
