import Foundation

/// A program measured: how to start it and how to read its stdout, where each prints a line
/// when its first frame is on screen and lines that give its scroll position.
struct Peer {
    let name: String
    let executable: String
    let arguments: [String]
    var environment: [String: String] = [:]
    /// Pixels in one unit of its position: 1, or a row's 44 where the toolkit counts rows.
    var pixelsPerUnit = 1.0
    /// The scroll position a line gives, if it gives one.
    let position: (Substring) -> Double?

    /// `{"event":"settled","axis":"main","offset":N}`: xcollection logs where scrolling rests.
    static func xcollection(_ path: String, name: String = "xcollection") -> Peer {
        Peer(name: name, executable: path,
             arguments: ["--example", "list", "--items", "1000000", "--size", "1280x800", "--log-events", "--log-frames"],
             position: { line in
                 guard line.contains(#""event":"settled","axis":"main""#) else { return nil }
                 return number(after: #""offset":"#, in: line)
             })
    }

    /// `{"event":"offset","value":V}`, which both toolkit peers print on every change.
    static func toolkit(name: String, executable: String, environment: [String: String], pixelsPerUnit: Double = 1) -> Peer {
        Peer(name: name, executable: executable, arguments: [], environment: environment, pixelsPerUnit: pixelsPerUnit, position: { line in
            line.contains(#""event":"offset""#) ? number(after: #""value":"#, in: line) : nil
        })
    }

    static func number(after key: String, in line: Substring) -> Double? {
        guard let range = line.range(of: key) else { return nil }
        return Double(line[range.upperBound...].prefix { "-+.0123456789e".contains($0) })
    }
}
