import Foundation
import X11Window

/// One run of one peer: start to first frame, then 300 wheel notches down and 300 up.
struct Measurement {
    var firstFrameMilliseconds: Double
    var peakResidentMegabytes: Double
    var programCPUPerNotchMilliseconds: Double
    var serverCPUPerNotchMilliseconds: Double
    var cpuPerNotchMilliseconds: Double { programCPUPerNotchMilliseconds + serverCPUPerNotchMilliseconds }
    /// Where the notches down came to rest, in the peer's own unit (pixels; rows for Qt).
    var down: Double?
    /// The position once scrolling has come to rest after the notches up; nil if never reported.
    var final: Double?

    static let notches = 300

    /// The same input for every peer, as `make bench`'s wheel benchmark gives xcollection: the
    /// pointer over the middle of the window, 60 notches a second.
    static func run(_ peer: Peer, input: SyntheticInput) throws -> Measurement {
        let start = Date()
        let program = try PeerProcess(peer)
        guard program.wait(for: #""event":"ready""#) else { throw Failure("\(peer.name) never showed its first frame") }
        let firstFrame = Date().timeIntervalSince(start) * 1000
        input.move(x: 640, y: 400)
        input.flush()
        // Anything the program does just after its first frame (a second layout, idle work)
        // is over before the clock starts.
        usleep(500_000)
        program.waitForQuiet(0.3, timeout: 3)
        let programBefore = program.cpuSeconds, serverBefore = PeerProcess.serverCPUSeconds
        var down: Double?
        for button in [5, 4] {
            for _ in 0..<notches { input.click(button: button); input.flush(); usleep(16_667) }
            // Idle while it comes to rest costs next to nothing, and shows the distance travelled.
            program.waitForQuiet(0.3, timeout: 5)
            if button == 5 { down = program.lines.compactMap(peer.position).last }
        }
        usleep(200_000)
        let programCPU = program.cpuSeconds - programBefore
        let serverCPU = PeerProcess.serverCPUSeconds - serverBefore
        keepScreen(of: peer)
        let positions = program.lines.compactMap(peer.position)
        return Measurement(firstFrameMilliseconds: firstFrame,
                           peakResidentMegabytes: Double(program.peakResidentKilobytes) / 1024,
                           programCPUPerNotchMilliseconds: programCPU / Double(2 * notches) * 1000,
                           serverCPUPerNotchMilliseconds: serverCPU / Double(2 * notches) * 1000,
                           down: down, final: positions.last)
    }
}

/// With PEER_LOGS set, the screen at rest after the notches, through x11-apps' xwd: where a
/// toolkit's scroll position and its rows disagree, the picture tells which row is on top.
private func keepScreen(of peer: Peer) {
    guard let folder = ProcessInfo.processInfo.environment["PEER_LOGS"] else { return }
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let xwd = Process()
    xwd.executableURL = URL(fileURLWithPath: "/usr/bin/xwd")
    let name = peer.name.filter { $0.isLetter || $0.isNumber }
    xwd.arguments = ["-root", "-silent", "-out", "\(folder)/\(name)-\(UUID().uuidString.prefix(8)).xwd"]
    guard (try? xwd.run()) != nil else { return }
    xwd.waitUntilExit()
}

struct Failure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
