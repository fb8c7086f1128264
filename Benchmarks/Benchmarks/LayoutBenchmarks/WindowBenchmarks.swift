import Benchmark
import Foundation
import X11Window

/// The window under Xvfb at 1280x800, and the App Store in a 4K window too: start to first
/// frame, CPU per frame of a scripted App Store scroll (program and X server), CPU per wheel
/// notch on the list, peak memory.
enum WindowBenchmarks {
    static let size = "1280x800"
    /// A 4K window, which `make bench`'s Xvfb screen is large enough to show whole.
    static let size4K = "3840x2160"

    /// The list example's layout file with `rows` rows, written to a temporary file.
    static func listFile(rows: Int) -> String {
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../assets/layouts/list.json").standardized
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("xcollection-bench-list-\(rows).json").path
        guard let text = try? String(contentsOf: source, encoding: .utf8) else { fatalError("cannot read \(source.path)") }
        try? text.replacingOccurrences(of: "\"items\": 94", with: "\"items\": \(rows)").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static func register() {
        guard ProcessInfo.processInfo.environment["DISPLAY"] != nil, FileManager.default.fileExists(atPath: RunningProgram.executable) else {
            print("window benchmarks skipped: they need DISPLAY (make bench runs them under Xvfb) and a release build")
            return
        }
        let phases = ["main", "arguments", "example", "xlib", "connect", "display", "window", "fonts", "layout", "draw", "present"]
        let startup = Benchmark.Configuration(metrics: [.wallClock] + phases.map { .custom("phase: \($0) (µs)", useScalingFactor: false) },
                                              timeUnits: .milliseconds, maxDuration: .seconds(20), maxIterations: 10)
        let launches: [(String, [String])] = [
            ("list", ["--example", "list", "--size", size]),
            ("appstore", ["--example", "appstore", "--size", size]),
            ("list of 1000000 rows", ["--example", "list", "--items", "1000000", "--size", size]),
            ("appstore at \(size4K)", ["--example", "appstore", "--size", size4K]),
            ("appstore at \(size), scale 2", ["--example", "appstore", "--size", size, "--scale", "2"]),
        ]
        for (name, arguments) in launches {
            Benchmark("window: start to first frame, \(name)", configuration: startup) { benchmark in
                for _ in benchmark.scaledIterations {
                    // As a person starts it: not while the server still tears down the window
                    // of the run before, which can hold up the connection by 10-25 ms.
                    usleep(300_000)
                    benchmark.startMeasurement()
                    let program = try RunningProgram(arguments + ["--log-startup"])
                    guard program.wait(for: #""event":"ready""#) else { fatalError("\(name) never became ready") }
                    benchmark.stopMeasurement()
                    _ = program.wait(for: #""event":"startup""#)
                    for phase in program.startupPhases {
                        benchmark.measurement(.custom("phase: \(phase.name) (µs)", useScalingFactor: false), Int(phase.milliseconds * 1000))
                    }
                }
            }
        }

        Benchmark("window: peak resident, list of 1000000 rows",
                  configuration: .init(metrics: [.custom("peak resident (MB)", useScalingFactor: false)], maxIterations: 3)) { benchmark in
            for _ in benchmark.scaledIterations {
                let program = try RunningProgram(["--example", "list", "--items", "1000000", "--size", size])
                _ = program.wait(for: #""event":"ready""#)
                benchmark.measurement(.custom("peak resident (MB)", useScalingFactor: false), program.peakResidentKilobytes / 1024)
            }
        }

        // A long session: resident memory after 1,000 notches down and after 10,000 must match.
        Benchmark("window: list of 1000000 rows, resident after 1000 and 10000 wheel notches",
                  configuration: .init(metrics: [.custom("resident after 1000 notches (kB)", useScalingFactor: false),
                                                 .custom("resident after 10000 notches (kB)", useScalingFactor: false)],
                                       maxIterations: 1)) { benchmark in
            let program = try RunningProgram(["--example", "list", "--items", "1000000", "--size", size])
            guard program.wait(for: #""event":"ready""#) else { fatalError("the list never became ready") }
            let input = try SyntheticInput(display: try Display())
            input.move(x: 640, y: 400)
            for notch in 1...10_000 {
                input.click(button: 5); input.flush(); usleep(2_000)
                if notch == 1_000 || notch == 10_000 {
                    usleep(300_000)
                    benchmark.measurement(.custom("resident after \(notch) notches (kB)", useScalingFactor: false), program.residentKilobytes)
                }
            }
        }

        for windowSize in [size, size4K] {
            Benchmark("window: appstore scripted scroll at \(windowSize), per frame",
                      configuration: .init(metrics: [.custom("program CPU (µs)", useScalingFactor: false),
                                                     .custom("X server CPU (µs)", useScalingFactor: false)],
                                           maxIterations: 1)) { benchmark in
                try scriptedAppStoreScroll(at: windowSize, benchmark)
            }
        }
        Benchmark("window: appstore scripted scroll at \(size) points, scale 2, per frame",
                  configuration: .init(metrics: [.custom("program CPU (µs)", useScalingFactor: false),
                                                 .custom("X server CPU (µs)", useScalingFactor: false)],
                                       maxIterations: 1)) { benchmark in
            try scriptedAppStoreScroll(at: size, scale: 2, benchmark)
        }

        // Drags back and forth across the carousel and the cover flow, whose handlers scale, fade
        // and turn every card on screen each frame: the program's CPU per frame and the X server's.
        for example in ["carousel", "cover-flow"] {
            Benchmark("window: \(example) drag, per frame",
                      configuration: .init(metrics: [.custom("program CPU (µs)", useScalingFactor: false),
                                                     .custom("X server CPU (µs)", useScalingFactor: false)],
                                           maxIterations: 1)) { benchmark in
                let program = try RunningProgram(["--example", example, "--size", size, "--log-frames"])
                guard program.wait(for: #""event":"ready""#) else { fatalError("\(example) never became ready") }
                let input = try SyntheticInput(display: try Display())
                let server = RunningProgram.serverPID.map(RunningProgram.cpuSeconds) ?? 0
                let firstFrame = program.lines.count
                for round in 0..<12 {
                    // A slow drag of 400 points, one way and then back, 16 ms a step.
                    let direction = round % 2 == 0 ? -1 : 1
                    input.move(x: 640 - direction * 200, y: 250); input.press(button: 1); input.flush()
                    for step in 1...25 { usleep(16_000); input.move(x: 640 - direction * 200 + direction * step * 16, y: 250); input.flush() }
                    input.release(button: 1); input.flush()
                    usleep(500_000)
                }
                _ = program.wait(for: "settled", timeout: 3)
                let frames = program.frameMilliseconds(after: firstFrame)
                for ms in frames { benchmark.measurement(.custom("program CPU (µs)", useScalingFactor: false), Int(ms * 1000)) }
                let serverCPU = (RunningProgram.serverPID.map(RunningProgram.cpuSeconds) ?? 0) - server
                benchmark.measurement(.custom("X server CPU (µs)", useScalingFactor: false), Int(serverCPU / Double(max(1, frames.count)) * 1e6))
            }
        }

        // Applied snapshots over a million items: single insertions, deletions and moves, then
        // a thousand changes at once, each animating for 0.3 s; CPU per animation frame, and the
        // program's CPU per key (the diff, the solve and every frame of its animation).
        Benchmark("window: updates of 1000000 items, per animation frame and per key",
                  configuration: .init(metrics: [.custom("program CPU per frame (µs)", useScalingFactor: false),
                                                 .custom("program CPU per key (µs)", useScalingFactor: false),
                                                 .custom("main thread CPU per a, d or m key (µs)", useScalingFactor: false),
                                                 .custom("main thread CPU per u key (µs)", useScalingFactor: false),
                                                 .custom("main thread CPU from an a, d or m key to its first frame (µs)", useScalingFactor: false)],
                                       maxIterations: 1)) { benchmark in
            let program = try RunningProgram(["--example", "updates", "--items", "1000000", "--size", size, "--log-frames"])
            guard program.wait(for: #""event":"ready""#) else { fatalError("updates never became ready") }
            let input = try SyntheticInput(display: try Display())
            input.move(x: 640, y: 400)
            input.flush()
            usleep(200_000)
            let firstFrame = program.lines.count
            // a, d, m: one change each; u: a thousand.
            for keysym: UInt in [0x61, 0x64, 0x6D, 0x61, 0x64, 0x6D, 0x61, 0x64, 0x6D, 0x75, 0x61, 0x64, 0x6D, 0x75] {
                let before = program.cpuSeconds, mainBefore = program.mainThreadCPUSeconds, linesBefore = program.lines.count
                input.key(keysym, press: true); input.key(keysym, press: false); input.flush()
                // The CPU up to the first frame after the key: the edit, the diff, the update of the
                // layout, the animation's setup and that frame, read as soon as its line is logged.
                let end = RunningProgram.monotonicSeconds() + 0.6
                var toFirstFrame: Double?
                while RunningProgram.monotonicSeconds() < end {
                    if toFirstFrame == nil, program.lines.dropFirst(linesBefore).contains(where: { $0.contains(#""event":"frame""#) }) {
                        toFirstFrame = program.mainThreadCPUSeconds - mainBefore
                    }
                    usleep(toFirstFrame == nil ? 500 : 10_000)
                }
                if keysym != 0x75, let toFirstFrame {
                    benchmark.measurement(.custom("main thread CPU from an a, d or m key to its first frame (µs)", useScalingFactor: false),
                                          Int(toFirstFrame * 1e6))
                }
                benchmark.measurement(.custom("program CPU per key (µs)", useScalingFactor: false), Int((program.cpuSeconds - before) * 1e6))
                benchmark.measurement(.custom(keysym == 0x75 ? "main thread CPU per u key (µs)" : "main thread CPU per a, d or m key (µs)",
                                              useScalingFactor: false),
                                      Int((program.mainThreadCPUSeconds - mainBefore) * 1e6))
            }
            let frames = program.frameMilliseconds(after: firstFrame)
            for ms in frames { benchmark.measurement(.custom("program CPU per frame (µs)", useScalingFactor: false), Int(ms * 1000)) }
        }

        // The list example's rows (text, chevron, separator on white), and the same rows as a
        // layout file shows them: a coloured tile each, which paints the whole window.
        let contacts = swiftExample("contacts")
        let waterfall = ["--swift", swiftExample("waterfall"), "--item-counts", "100000"]
        let wheeled: [(String, [String])] = [
            ("list of 1000000 rows", ["--example", "list", "--items", "1000000"]),
            ("layout file of 1000000 tile rows", ["--layout", listFile(rows: 1_000_000)]),
            ("contacts.swift, 600 cells of views", ["--swift", contacts]),
            ("waterfall.swift, a custom layout of 100000 items", waterfall),
        ]
        for (name, arguments) in wheeled {
            Benchmark("window: \(name), CPU per wheel notch (program + X server), 300 down and 300 up",
                      configuration: .init(metrics: [.custom("CPU per notch (µs)", useScalingFactor: false),
                                                     .custom("program CPU per frame (µs)", useScalingFactor: false),
                                                     .custom("program CPU per notch (µs)", useScalingFactor: false),
                                                     .custom("X server CPU per notch (µs)", useScalingFactor: false),
                                                     .custom("frames drawn", useScalingFactor: false),
                                                     .custom("offset after down and up", useScalingFactor: false)],
                                           maxIterations: 1)) { benchmark in
                try wheelNotches(arguments, benchmark: benchmark)
            }
        }

        // From an XTest wheel notch to the Damage notification of the frame that shows it: 60
        // notches, down and up in turn (so each moves, even on a short page), each from a still window.
        let latencies: [(String, [String])] = [
            ("list of 1000000 rows", ["--example", "list", "--items", "1000000"]),
            ("appstore", ["--example", "appstore"]),
            ("waterfall.swift, a custom layout of 100000 items", waterfall),
        ]
        for (name, arguments) in latencies {
            Benchmark("window: latency from a wheel notch to its frame on the window, \(name)",
                      configuration: .init(metrics: [.custom("latency (µs)", useScalingFactor: false),
                                                     .custom("notches never drawn", useScalingFactor: false)],
                                           maxIterations: 1)) { benchmark in
                let program = try RunningProgram(arguments + ["--size", size])
                guard program.wait(for: #""event":"ready""#) else { fatalError("\(name) never became ready") }
                guard let window = try Display().topLevelWindows(className: "xcollection").last,
                      let probe = PresentLatencyProbe(window: window) else { fatalError("no window to watch, or no Damage or XTest in the server") }
                probe.movePointer(x: 640, y: 500)
                var missed = 0
                for sample in 0..<60 {
                    if let seconds = probe.notch(button: sample % 2 == 0 ? 5 : 4) {
                        benchmark.measurement(.custom("latency (µs)", useScalingFactor: false), Int(seconds * 1e6))
                    } else {
                        missed += 1
                    }
                }
                benchmark.measurement(.custom("notches never drawn", useScalingFactor: false), missed)
            }
        }
    }

    /// The path of `Examples/swift/NAME.swift`.
    static func swiftExample(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../Examples/swift/\(name).swift").standardized.path
    }

    /// 300 notches down and 300 up at 60 a second over the middle of the window, measuring the
    /// CPU the program and the X server spend on them.
    static func wheelNotches(_ arguments: [String], benchmark: Benchmark) throws {
        let program = try RunningProgram(arguments + ["--size", size, "--log-frames"])
        guard program.wait(for: #""event":"ready""#) else { fatalError("\(arguments) never became ready") }
        let input = try SyntheticInput(display: try Display())
        input.move(x: 640, y: 400)
        input.flush()
        usleep(100_000)
        let programBefore = program.cpuSeconds, serverBefore = RunningProgram.serverPID.map(RunningProgram.cpuSeconds) ?? 0
        let framesBefore = program.lines.filter { $0.contains(#""event":"frame""#) }.count
        for button in [5, 4] {
            for _ in 0..<300 { input.click(button: button); input.flush(); usleep(16_667) }
        }
        _ = program.wait(for: #""axis":"main","offset":0}"#, timeout: 3)
        usleep(200_000)
        let programCPU = program.cpuSeconds - programBefore
        let serverCPU = (RunningProgram.serverPID.map(RunningProgram.cpuSeconds) ?? 0) - serverBefore
        benchmark.measurement(.custom("CPU per notch (µs)", useScalingFactor: false), Int((programCPU + serverCPU) / 600 * 1e6))
        benchmark.measurement(.custom("program CPU per notch (µs)", useScalingFactor: false), Int(programCPU / 600 * 1e6))
        benchmark.measurement(.custom("X server CPU per notch (µs)", useScalingFactor: false), Int(serverCPU / 600 * 1e6))
        benchmark.measurement(.custom("frames drawn", useScalingFactor: false),
                              program.lines.filter { $0.contains(#""event":"frame""#) }.count - framesBefore)
        for ms in program.frameMilliseconds(after: 0).dropFirst(framesBefore) {
            benchmark.measurement(.custom("program CPU per frame (µs)", useScalingFactor: false), Int(ms * 1000))
        }
        let last = program.lines.last { $0.contains("settled") }
        let offset = last.flatMap { $0.split(separator: ":").last?.dropLast() }.flatMap { Double($0) } ?? -1
        benchmark.measurement(.custom("offset after down and up", useScalingFactor: false), Int(offset))
    }

    /// Wheel steps down and up the App Store's main axis and flings on its featured cards, at
    /// `windowSize` (the pointer placed in proportion), for 600 frames: the program's CPU per
    /// frame and the X server's.
    static func scriptedAppStoreScroll(at windowSize: String, scale: Double = 1, _ benchmark: Benchmark) throws {
        let parts = windowSize.split(separator: "x").compactMap { Double($0) }
        let (sx, sy) = (parts[0] / 1280 * scale, parts[1] / 800 * scale)
        func x(_ value: Int) -> Int { Int(Double(value) * sx) }
        func y(_ value: Int) -> Int { Int(Double(value) * sy) }
        let program = try RunningProgram(["--example", "appstore", "--size", windowSize, "--scale", String(Int(scale)), "--log-frames"])
        guard program.wait(for: #""event":"ready""#) else { fatalError("appstore never became ready") }
        let input = try SyntheticInput(display: try Display())
        let server = RunningProgram.serverPID.map(RunningProgram.cpuSeconds) ?? 0
        let firstFrame = program.lines.count
        var round = 0
        while program.lines.count - firstFrame < 600, round < 40 {
            input.move(x: x(640), y: y(500))
            for notch in 0..<6 { input.click(button: round % 2 == 0 ? 5 : 4); input.flush(); usleep(notch % 2 == 0 ? 30_000 : 16_000) }
            // The featured cards are 120 points down at any size: the window is not scaled.
            let cards = Int(120 * scale)
            input.move(x: x(1000), y: cards); input.press(button: 1); input.flush()
            for step in 1...8 { usleep(8_000); input.move(x: x(1000) - step * Int(70 * scale), y: cards); input.flush() }
            input.release(button: 1); input.flush()
            usleep(250_000)
            round += 1
        }
        _ = program.wait(for: "settled", timeout: 3)
        let frames = program.frameMilliseconds(after: firstFrame)
        for ms in frames { benchmark.measurement(.custom("program CPU (µs)", useScalingFactor: false), Int(ms * 1000)) }
        let serverCPU = (RunningProgram.serverPID.map(RunningProgram.cpuSeconds) ?? 0) - server
        benchmark.measurement(.custom("X server CPU (µs)", useScalingFactor: false), Int(serverCPU / Double(max(1, frames.count)) * 1e6))
    }
}
