import FoundationEssentials
import Glibc

/// A failed file operation in the words a person reads: the system's reason for the POSIX
/// error beneath it (`Permission denied`), as Foundation's `localizedDescription` would give,
/// which FoundationEssentials does not have.
enum FileErrorReason {
    static func text(_ error: any Error) -> String {
        if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
        if let cocoa = error as? CocoaError {
            if let underlying = cocoa.userInfo["NSUnderlyingError"] as? POSIXError {
                return String(cString: strerror(underlying.code.rawValue))
            }
            if let path = cocoa.filePath { return "\(cocoa.code) at \(path)" }
        }
        return "\(error)"
    }
}
