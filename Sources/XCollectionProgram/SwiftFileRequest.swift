import CollectionLayout

/// A `--swift` file to show, with what its options say about it.
public struct SwiftFileRequest: Sendable {
    /// The first file or folder, as given: what names the screen.
    public var path: String { paths[0] }
    /// Every file and folder `--swift` names, compiled as one module.
    public let paths: [String]
    /// The Swift language mode to compile it in: 5 or 6.
    public let languageMode: Int
    /// `--item-counts`, in place of the file's own `itemCounts`.
    public let itemCounts: [Int]?
    /// `--assets`: the folder `UIImage(named:)` looks in.
    public let assets: String?
    /// The view the layout is shown in.
    public let size: Size
}
