import XCollectionGallery
import XCollectionProgram

/// The compiler, the cache and the loader, as the command asks for them.
struct SwiftFileHost: SwiftFileHosting {
    func load(_ request: SwiftFileRequest) throws -> Example {
        try SwiftFileExample(request).load()
    }

    func rewrittenSource(_ request: SwiftFileRequest) throws -> String {
        try SwiftFileLoader(paths: request.paths, languageMode: request.languageMode, environment: [:]).rewrittenSource()
    }

    func backgroundLoader(watch: (Int32, @escaping () -> Void) -> Void) throws -> any SwiftFileBackgroundLoading {
        try BackgroundCompiles(watch: watch)
    }
}
