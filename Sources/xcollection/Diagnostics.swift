import ArgumentParser
import Foundation

/// One-line messages on standard error, and the exit status that goes with a refusal.
enum Diagnostics {
    /// Prints `xcollection: message` and returns the error that exits with `status` (2, a
    /// refusal, unless told otherwise).
    static func fail(_ message: String, status: Int32 = 2) -> ExitCode {
        FileHandle.standardError.write(Data("xcollection: \(message)\n".utf8))
        return ExitCode(status)
    }

    static func note(_ message: String) {
        FileHandle.standardError.write(Data("xcollection: \(message)\n".utf8))
    }
}
