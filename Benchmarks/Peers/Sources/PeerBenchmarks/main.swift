import Foundation
import X11Window

// `make bench-peers`: PeerBenchmarks XCOLLECTION GTK4_LISTVIEW QT5_LISTVIEW, under an Xvfb at
// 1280x800 (Tests/with-xvfb). PEER_RUNS runs of each (5 by default), taken in turns, so a slow
// spell of the machine falls on all of them.
let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 3, ProcessInfo.processInfo.environment["DISPLAY"] != nil else {
    FileHandle.standardError.write(Data("usage: PeerBenchmarks XCOLLECTION GTK4_LISTVIEW QT5_LISTVIEW, with DISPLAY set\n".utf8))
    exit(2)
}
let paths = Array(arguments)
let runs = Int(ProcessInfo.processInfo.environment["PEER_RUNS"] ?? "") ?? 5

// No accessibility bus for either toolkit: a bare Xvfb has no D-Bus session to find one on.
// GTK is measured with each renderer it can use here: cairo, and OpenGL, which under Xvfb is
// Mesa's software rasteriser (llvmpipe) running in the program's own process.
// PEER_BASELINE=PATH measures another build of xcollection too (an earlier commit's, say), in
// the same turns, so a change is compared on one day's machine.
let baseline = ProcessInfo.processInfo.environment["PEER_BASELINE"].flatMap { $0.isEmpty ? nil : [Peer.xcollection($0, name: "xcollection (PEER_BASELINE)")] } ?? []
let peers: [Peer] = [.xcollection(paths[0])] + baseline + [
    .toolkit(name: "GTK4 GtkListView (cairo)", executable: paths[1], environment: ["GSK_RENDERER": "cairo", "GTK_A11Y": "none"]),
    .toolkit(name: "GTK4 GtkListView (GL, llvmpipe)", executable: paths[1], environment: ["GSK_RENDERER": "gl", "GTK_A11Y": "none"]),
    .toolkit(name: "Qt5 QListView", executable: paths[2], environment: ["QT_ACCESSIBILITY": "0", "QT_QPA_PLATFORM": "xcb"],
             pixelsPerUnit: 44),
]

/// Unbuffered, so each run shows as it ends even when make's output goes to a file.
func say(_ text: String) { FileHandle.standardOutput.write(Data((text + "\n").utf8)) }

do {
    let input = try SyntheticInput(display: try Display())
    var results = Array(repeating: [Measurement](), count: peers.count)
    for run in 1...runs {
        for (index, peer) in peers.enumerated() {
            let measurement = try Measurement.run(peer, input: input)
            results[index].append(measurement)
            say("run \(run)/\(runs) " + Summary.runLine(peer.name, measurement))
            // The window gone and the server idle before the next program starts.
            usleep(500_000)
        }
    }
    let summaries = zip(peers, results).map { Summary(peer: $0, runs: $1) }
    say("\nMedians over \(runs) runs, range in brackets; ratios are of medians, to xcollection's:\n")
    say(Summary.table(summaries))
    say("\nRange as a share of the median, each peer's: "
        + summaries.map { summary in
            let shares = [summary.firstFrame, summary.resident, summary.cpu].map { String(format: "%.0f%%", $0.spread * 100) }
            return "\(summary.peer.name) \(shares.joined(separator: " / "))"
        }.joined(separator: "; ") + " (first frame / resident / CPU per notch)")
} catch {
    FileHandle.standardError.write(Data("PeerBenchmarks: \(error)\n".utf8))
    exit(1)
}
