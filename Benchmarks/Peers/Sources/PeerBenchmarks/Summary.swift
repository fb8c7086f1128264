import Foundation

/// The runs of one peer reduced to medians and ranges, and the side-by-side table.
struct Summary {
    let peer: Peer
    let runs: [Measurement]

    struct Figure {
        let median: Double, low: Double, high: Double
        init(_ values: [Double]) {
            let sorted = values.sorted()
            let middle = sorted.count / 2
            median = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
            low = sorted.first ?? 0
            high = sorted.last ?? 0
        }
        /// The range as a share of the median, the spread the README quotes.
        var spread: Double { median == 0 ? 0 : (high - low) / median }
        func text(_ digits: Int) -> String {
            let f = { (v: Double) in String(format: "%.\(digits)f", v) }
            return low == high ? f(median) : "\(f(median)) (\(f(low))–\(f(high)))"
        }
    }

    var firstFrame: Figure { Figure(runs.map(\.firstFrameMilliseconds)) }
    var resident: Figure { Figure(runs.map(\.peakResidentMegabytes)) }
    var programCPU: Figure { Figure(runs.map(\.programCPUPerNotchMilliseconds)) }
    var serverCPU: Figure { Figure(runs.map(\.serverCPUPerNotchMilliseconds)) }
    var cpu: Figure { Figure(runs.map(\.cpuPerNotchMilliseconds)) }
    /// The distance of a notch down; the notches up are taken to cover it again, whatever
    /// position a toolkit ends at.
    func pixelsPerNotch(_ run: Measurement) -> Double {
        max(1, (run.down ?? 0) * peer.pixelsPerUnit) / Double(Measurement.notches)
    }
    var cpuPerPixel: Figure { Figure(runs.map { $0.cpuPerNotchMilliseconds / pixelsPerNotch($0) }) }
    var returned: Int { runs.filter { $0.final == 0 }.count }

    static func table(_ summaries: [Summary]) -> String {
        guard let base = summaries.first else { return "" }
        let ratio = { (a: Figure, b: Figure) in String(format: "%.1fx", a.median / b.median) }
        var rows = ["| measure | \(summaries.map(\.peer.name).joined(separator: " | ")) |",
                    "|" + String(repeating: "---|", count: summaries.count + 1)]
        func row(_ title: String, _ cell: (Summary) -> String) {
            rows.append("| \(title) | \(summaries.map(cell).joined(separator: " | ")) |")
        }
        row("start to first frame, ms") { $0.firstFrame.text(0) }
        row("peak resident after the notches, MB") { $0.resident.text(1) }
        row("CPU per notch, program + X server, ms") {
            "\($0.cpu.text(2)) = \(String(format: "%.2f", $0.programCPU.median)) + \(String(format: "%.2f", $0.serverCPU.median))"
        }
        row("distance of 300 notches down, px") { summary in
            Figure(summary.runs.map { ($0.down ?? 0) * summary.peer.pixelsPerUnit }).text(0)
        }
        // Each toolkit moves its own distance a notch, so CPU per notch is also given per distance.
        row("CPU per 1,000 px scrolled, ms") { summary in
            Figure(summary.runs.map { $0.cpuPerNotchMilliseconds * 1000 / summary.pixelsPerNotch($0) }).text(2)
        }
        row("300 notches down then 300 up return to 0") { "\($0.returned == $0.runs.count ? "yes" : "no") (\($0.returned)/\($0.runs.count))" }
        row("ratio to xcollection: first frame / resident / CPU per notch / CPU per px") {
            "\(ratio($0.firstFrame, base.firstFrame)) / \(ratio($0.resident, base.resident)) / \(ratio($0.cpu, base.cpu)) / \(ratio($0.cpuPerPixel, base.cpuPerPixel))"
        }
        return rows.joined(separator: "\n")
    }

    /// Each run as measured, for the log and for judging the spread.
    static func runLine(_ peer: String, _ m: Measurement) -> String {
        let position = { (v: Double?) in v.map { String(format: "%g", $0) } ?? "none" }
        return String(format: "%@: first frame %.0f ms, peak resident %.1f MB, CPU per notch %.3f ms (program %.3f + server %.3f), after 300 down %@, after 300 up %@",
                      peer, m.firstFrameMilliseconds, m.peakResidentMegabytes, m.cpuPerNotchMilliseconds,
                      m.programCPUPerNotchMilliseconds, m.serverCPUPerNotchMilliseconds, position(m.down), position(m.final))
    }
}
