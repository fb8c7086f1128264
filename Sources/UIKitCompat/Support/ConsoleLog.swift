import Foundation

/// Where UIKit's console messages go (Auto Layout's broken constraints, a data source's missing
/// provider): standard error, as UIKit logs them to the console.
enum ConsoleLog {
    /// Writes `message` and a newline; tests replace it to read what was said.
    nonisolated(unsafe) static var write: (String) -> Void = { message in
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
