/// Why a `--swift` file could not be shown, in one line — except a compile error, which is the
/// compiler's own diagnostics, as many lines as it wrote.
public enum SwiftFileError: Error, CustomStringConvertible {
    /// The file did not compile: what the compiler wrote, and its first error line for a banner.
    case compileFailed(diagnostics: String, firstError: String)
    /// Anything else, already one line that names what was wrong.
    case refused(String)

    public var description: String {
        switch self {
        case .compileFailed(_, let firstError): firstError
        case .refused(let message): message
        }
    }
}
