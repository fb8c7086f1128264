import Foundation

/// Where Auto Layout's messages go: standard error, as UIKit logs them to the console.
enum AutoLayoutLog {
    /// Writes `message` and a newline; tests replace it to read what was said.
    nonisolated(unsafe) static var write: (String) -> Void = { message in
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
