import ArgumentParser
import Glibc

/// One-line messages on standard error, and the exit status that goes with a refusal.
public enum Diagnostics {
    /// The longest message, in characters. Names from files are cut where they are quoted
    /// (`LayoutError.excerpt`); this catches any other long input a message repeats (an
    /// option's value), keeping the message's start and its end, which says what to do.
    static let longestMessage = 1024

    /// Prints `xcollection: message` and returns the error that exits with `status` (2, a
    /// refusal, unless told otherwise).
    public static func fail(_ message: String, status: Int32 = 2) -> ExitCode {
        note(message)
        return ExitCode(status)
    }

    public static func note(_ message: String) {
        var message = message
        if message.count > longestMessage {
            message = "\(message.prefix(longestMessage * 3 / 4)) … \(message.suffix(longestMessage / 4))"
        }
        writeError("xcollection: \(message)\n")
    }

    /// Writes `text` on standard error as it is. Standard error closed or full loses the text
    /// but not the exit status: nothing here can stop the program from exiting as it should.
    public static func writeError(_ text: String) {
        _ = DescriptorWriter.write(text, to: STDERR_FILENO)
    }
}
