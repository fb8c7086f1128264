/// The item counts of a `--swift` file that declares none: nil, so the program chooses.
///
/// The generated entry point reads `itemCounts` unqualified. A file's own top-level
/// `let itemCounts: [Int]` belongs to the compiled module, and a module's own declarations
/// shadow imported ones, so it wins over this one where it exists.
public let itemCounts: [Int]? = nil
