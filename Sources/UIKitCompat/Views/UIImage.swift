import CollectionLayout
import CollectionView

/// An image, as UIKit's `UIImage`: pixels read from a PNG or JPEG file at a scale, or a named
/// system symbol.
///
/// `UIImage(named:)` looks the name up in ``UIImage/searchDirectories`` (the `Assets` folder
/// beside a `--swift` file, `--assets DIR`, or folders code adds) and then the main bundle's
/// resources, taking `name@3x`, `name@2x` or `name` (PNG, then JPEG) as the screen's scale best
/// serves, and the files of a `name.imageset` folder the same way. Files are read once and shared.
///
/// There are no SF Symbols on Linux: `UIImage(systemName:)` keeps the name and is drawn as a
/// character close to the symbol (`star` ☆, `heart.fill` ♥, the table in `docs/uikit-compat.md`),
/// else the name's first letter, tinted as a template, 20 points square.
public final class UIImage: NSObject, @unchecked Sendable {
    // Unchecked: immutable but for the cache of tinted pixels, used on the drawing thread only.
    /// An image of `bitmap`'s pixels, drawn as they are.
    convenience init(bitmap: CanvasImage?, scale: CGFloat) {
        self.init(systemName: nil, bitmap: bitmap, name: nil, scale: scale, renderingMode: .automatic, tint: nil)
    }

    /// An empty image, as UIKit's `UIImage()`: no pixels, no size; drawn as nothing. Bars take
    /// one as a background or shadow image to mean none.
    public override convenience init() {
        self.init(systemName: nil, bitmap: nil, name: nil, scale: 1, renderingMode: .automatic, tint: nil)
    }

    /// Whether the image is empty: neither pixels nor a symbol.
    var isEmpty: Bool { systemName == nil && bitmap == nil && name == nil }

    /// The SF Symbol name the image was made with; nil for an image of pixels.
    public let systemName: String?
    /// The pixels, for an image read from a file.
    let bitmap: CanvasImage?
    /// The name it was looked up by, or the file's name: what `--dump-views` shows.
    let name: String?
    /// Pixels per point.
    public let scale: CGFloat
    /// Whether it is drawn in its own colours or as a template in a tint.
    public let renderingMode: RenderingMode
    /// The colour a template is drawn in, when the image says (`withTintColor(_:)`).
    let tint: UIColor?
    private var tinted: [Color: CanvasImage] = [:]

    /// How an image's colours are used, as UIKit's `UIImage.RenderingMode`.
    public enum RenderingMode: Int, Sendable {
        /// Symbols as templates, pictures as they are.
        case automatic
        /// As the pixels are.
        case alwaysOriginal
        /// The pixels' alpha in the tint colour.
        case alwaysTemplate
    }

    private init(systemName: String?, bitmap: CanvasImage?, name: String?, scale: CGFloat, renderingMode: RenderingMode, tint: UIColor?) {
        self.systemName = systemName
        self.bitmap = bitmap
        self.name = name
        self.scale = scale
        self.renderingMode = renderingMode
        self.tint = tint
    }

    /// The system symbol `name`, drawn as a glyph (see the type); nil for an empty name, as
    /// UIKit gives nil for a name it does not know.
    public convenience init?(systemName name: String) {
        guard !name.isEmpty else { return nil }
        self.init(systemName: name, bitmap: nil, name: name, scale: 1, renderingMode: .automatic, tint: nil)
    }

    /// The image called `name` (see the type); nil when no file of that name is found or read.
    public convenience init?(named name: String) {
        guard let found = ImageFiles.shared.image(named: name, in: []) else { return nil }
        self.init(systemName: nil, bitmap: found.bitmap, name: name, scale: found.scale, renderingMode: .automatic, tint: nil)
    }

    /// The image called `name` in `bundle`'s resources, else as `init(named:)` finds it.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let folders = [bundle?.resourcePath, bundle?.bundlePath].compactMap { $0 }
        guard let found = ImageFiles.shared.image(named: name, in: folders) else { return nil }
        self.init(systemName: nil, bitmap: found.bitmap, name: name, scale: found.scale, renderingMode: .automatic, tint: nil)
    }

    /// The PNG or JPEG file at `path`, at the scale its name says (`@2x`, `@3x`; else 1).
    public convenience init?(contentsOfFile path: String) {
        guard let found = ImageFiles.shared.image(atPath: path) else { return nil }
        let file = path.split(separator: "/").last.map(String.init) ?? path
        self.init(systemName: nil, bitmap: found.bitmap, name: file, scale: found.scale, renderingMode: .automatic, tint: nil)
    }

    /// The folders `init(named:)` looks in, first to last: the program puts a `--swift` file's
    /// `Assets` folder (or `--assets DIR`) here.
    nonisolated(unsafe) public static var searchDirectories: [String] = []

    /// Where assets called by name are looked for, first to last: `folders` (a bundle's), then
    /// `searchDirectories`, then the main bundle's resources. Images and colour sets alike.
    static func assetFolders(after folders: [String]) -> [String] {
        folders + searchDirectories + [Bundle.main.resourcePath].compactMap { $0 }
    }

    /// The size in points: the pixels divided by the scale (20 by 20 for a symbol).
    public var size: CGSize {
        if isEmpty { return .zero }
        guard let bitmap else { return CGSize(width: 20, height: 20) }
        return CGSize(width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale)
    }

    /// Whether it is a system symbol.
    public var isSymbolImage: Bool { systemName != nil }

    /// This image drawn as `renderingMode` says.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(systemName: systemName, bitmap: bitmap, name: name, scale: scale, renderingMode: renderingMode, tint: tint)
    }

    /// This image as a template drawn in `color`.
    public func withTintColor(_ color: UIColor) -> UIImage {
        UIImage(systemName: systemName, bitmap: bitmap, name: name, scale: scale, renderingMode: .alwaysTemplate, tint: color)
    }

    /// This image drawn in `color` as `renderingMode` says.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        UIImage(systemName: systemName, bitmap: bitmap, name: name, scale: scale, renderingMode: renderingMode, tint: color)
    }

    /// The character drawn for a symbol; a picture's name's first letter for a picture.
    public var glyph: String {
        if isEmpty { return "" }
        if let systemName { return SystemSymbolGlyph.glyph(forSystemName: systemName) }
        return String((name ?? "?").prefix(1)).uppercased()
    }

    /// Whether it is drawn in a tint: a template, or a symbol left automatic.
    var isTemplate: Bool {
        renderingMode == .alwaysTemplate || (renderingMode == .automatic && systemName != nil)
    }

    /// The pixels as drawn where the tint is `tintColor`.
    func drawnBitmap(tintColor: UIColor) -> CanvasImage? {
        guard let bitmap else { return nil }
        guard isTemplate else { return bitmap }
        let color = (tint ?? tintColor).color
        if let made = tinted[color] { return made }
        let made = bitmap.tinted(color)
        tinted[color] = made
        return made
    }

    /// Whether `object` is an image of the same symbol or pixels, drawn the same way.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let b = object as? UIImage else { return false }
        return systemName == b.systemName && bitmap === b.bitmap && scale == b.scale && renderingMode == b.renderingMode && tint == b.tint
    }

    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(systemName)
        hasher.combine(bitmap?.id)
        hasher.combine(scale)
        return hasher.finalize()
    }
}
