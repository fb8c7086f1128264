/// A `--swift` file compiled into a shared library, ready to open.
struct CompiledSwiftFile: Sendable {
    let library: String
    /// The library is this run's alone, not the cache's (the file changed while it compiled, or
    /// the cache could not be trusted), and is removed once opened.
    let isTemporary: Bool
    /// The private folder the library was compiled in, removed with it.
    var privateFolder: String? = nil
}
