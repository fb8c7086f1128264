import ArgumentParser
import Foundation
import X11Window

// Parsed by hand rather than with `main()` so that every refusal is one line on standard error,
// `xcollection: what was wrong`, with exit status 2; help still prints in full.
StartupPhases.mark("main")
do {
    let command = try XCollectionCommand.parse()
    StartupPhases.mark("arguments")
    try command.run()
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
