import CollectionView
import Foundation

/// `--log-events`: one JSON object a line on standard output.
struct EventLog {
    let enabled: Bool
    let framesEnabled: Bool

    func write(_ event: CollectionEvent) {
        guard enabled else { return }
        if case .frame = event, !framesEnabled { return }
        // Unbuffered, so a test reading the pipe sees each event when it happens.
        FileHandle.standardOutput.write(Data((event.jsonLine + "\n").utf8))
    }
}
