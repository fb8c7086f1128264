import ArgumentParser
import Foundation

/// One-line messages on standard error, and the exit status that goes with a refusal.
enum Diagnostics {
    /// Prints `xcollection: message` and returns the error that exits with status 2.
    static func fail(_ message: String) -> ExitCode {
        FileHandle.standardError.write(Data("xcollection: \(message)\n".utf8))
        return ExitCode(2)
    }

    static func note(_ message: String) {
        FileHandle.standardError.write(Data("xcollection: \(message)\n".utf8))
    }
}
