import CollectionView
import Glibc

/// `--log-events`: one JSON object a line on standard output.
struct EventLog {
    let enabled: Bool
    let framesEnabled: Bool

    func write(_ event: CollectionEvent) {
        guard enabled else { return }
        if case .frame = event, !framesEnabled { return }
        // One unbuffered write a line, so a reader of the pipe sees each event when it happens;
        // straight to the descriptor, as a frame a display interval should cost no more.
        var line = event.jsonLine + "\n"
        line.withUTF8 { bytes in
            var rest = UnsafeRawBufferPointer(bytes)
            while !rest.isEmpty {
                let written = Glibc.write(STDOUT_FILENO, rest.baseAddress, rest.count)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { return }
                rest = UnsafeRawBufferPointer(rebasing: rest[written...])
            }
        }
    }
}
