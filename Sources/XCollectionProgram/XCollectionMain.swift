import ArgumentParser
import Glibc
import X11Window

/// The program's entry, for both executables: parses the command line and runs it, exiting
/// with the command's status.
public enum XCollectionMain {
    /// The `--swift` host of this process, set once before the command is parsed: nil in
    /// xcollection, which hands `--swift` runs over before it gets here.
    nonisolated(unsafe) static var swiftFiles: (any SwiftFileHosting)?

    /// The argument parser's time grows with the square of the arguments (10,000 took 20 s); no
    /// command of this program needs more than a few dozen.
    static let largestCommandLine = 512

    /// Parsed by hand rather than with `main()` so that every refusal is one line on standard
    /// error, `xcollection: what was wrong`, with exit status 2; help still prints in full.
    public static func run(swiftFiles: (any SwiftFileHosting)?) -> Never {
        StartupPhases.mark("main")
        self.swiftFiles = swiftFiles
        if CommandLine.arguments.count - 1 > largestCommandLine {
            Diagnostics.note("\(CommandLine.arguments.count - 1) arguments, more than any xcollection command takes (at most \(largestCommandLine)); give each option once")
            exit(2)
        }
        do {
            let command = try XCollectionCommand.parse()
            StartupPhases.mark("arguments")
            try command.run()
            exit(0)
        } catch let error as X11Error where error.isConnectionLost {
            // A server that went away or never answered: the environment failed, not the command line.
            Diagnostics.note("\(error)")
            exit(1)
        } catch let code as ExitCode {
            // Diagnostics has already said why.
            exit(code.rawValue)
        } catch {
            if XCollectionCommand.exitCode(for: error) == .success { XCollectionCommand.exit(withError: error) }
            var message = XCollectionCommand.message(for: error)
            if let firstLine = message.split(separator: "\n").first { message = String(firstLine) }
            if message.hasPrefix("Error: ") { message.removeFirst("Error: ".count) }
            Diagnostics.note(message)
            exit(2)
        }
    }
}
