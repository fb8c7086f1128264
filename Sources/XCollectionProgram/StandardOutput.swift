import ArgumentParser
import Glibc

/// What the program prints (dumps, layout files, descriptions, lists), written with POSIX
/// calls so that a failed write is known: the first failure stops the writing, and `finish()`
/// turns it into one line on standard error and exit status 1, never a silent status 0.
final class StandardOutput {
    private var failure: Int32?

    /// Writes `text` whole; after a failure, nothing more is written.
    func write(_ text: String) {
        guard failure == nil else { return }
        failure = DescriptorWriter.write(text, to: STDOUT_FILENO)
    }

    /// Throws the refusal for the first failed write, if any, naming what was being written.
    func finish(_ what: String) throws {
        guard let failure else { return }
        throw Diagnostics.fail("cannot write \(what) to standard output: \(String(cString: strerror(failure)))", status: 1)
    }

    /// Writes `text` and finishes: one piece of output, whole or refused.
    static func print(_ text: String, what: String) throws {
        let output = StandardOutput()
        output.write(text)
        try output.finish(what)
    }
}
