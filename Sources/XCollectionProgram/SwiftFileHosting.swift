import XCollectionGallery

/// What compiles and loads `--swift` files for the command: xcollection-swift's, which has the
/// compiler's driver, UIKitCompat and Foundation; xcollection has none and hands such runs over
/// (`SwiftHostHandOff`) before the command runs.
public protocol SwiftFileHosting: Sendable {
    /// The file compiled (or found in the cache) and loaded as an example; a file that does not
    /// compile throws `SwiftFileError.compileFailed`.
    func load(_ request: SwiftFileRequest) throws -> Example

    /// The files of `request` as they are compiled: each file rewritten for target–action under
    /// a line naming it, or said to be compiled as it is.
    func rewrittenSource(_ request: SwiftFileRequest) throws -> String

    /// What compiles each save of a watched file off the window's thread; `watch` asks the
    /// window's loop to call back when a descriptor can be read.
    func backgroundLoader(watch: (Int32, @escaping () -> Void) -> Void) throws -> any SwiftFileBackgroundLoading
}

/// Loads saves of a watched `--swift` file while the window goes on drawing.
public protocol SwiftFileBackgroundLoading: AnyObject {
    /// Makes `request` into an example and calls `done` on the window's loop with it.
    func load(_ request: SwiftFileRequest, done: @escaping (Result<Example, any Error>) -> Void)
}
