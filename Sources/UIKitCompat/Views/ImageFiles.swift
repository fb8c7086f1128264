import CollectionLayout
import CollectionView
import Foundation
internal import X11Window

/// Finds and reads image files for `UIImage`: by name in the search folders as the screen's
/// scale best serves, PNG through libpng and JPEG through libjpeg-turbo, each file read once.
final class ImageFiles: @unchecked Sendable {
    // Unchecked: images are made where views are configured, the one thread UIKit code runs on.
    static let shared = ImageFiles()

    struct Found {
        let bitmap: CanvasImage
        let scale: CGFloat
    }

    private var read: [String: Found] = [:]
    /// What a name found, by name, screen scale and folders: a cell configured again and again
    /// asks the file system once.
    private var named: [String: Found?] = [:]
    private var refused: Set<String> = []
    private static let extensions = ["png", "jpg", "jpeg"]

    /// The image called `name`: in `folders`, then `UIImage.searchDirectories`, then the main bundle.
    func image(named name: String, in folders: [String]) -> Found? {
        let all = UIImage.assetFolders(after: folders)
        let scale = Self.screenScale
        let key = "\(scale)\u{0}\(name)\u{0}" + all.joined(separator: "\u{0}")
        if let known = named[key] { return known }
        var found: Found?
        search: for path in candidates(for: name, scale: scale) {
            for folder in all {
                let file = (folder as NSString).appendingPathComponent(path)
                if FileManager.default.fileExists(atPath: file), let image = image(atPath: file) {
                    found = image
                    break search
                }
            }
        }
        named[key] = .some(found)
        return found
    }

    /// The image in the file at `path`, read the first time; nil (said once on standard error)
    /// when it cannot be read.
    func image(atPath path: String) -> Found? {
        if let known = read[path] { return known }
        guard !refused.contains(path) else { return nil }
        do {
            let lower = path.lowercased()
            let pixels = lower.hasSuffix(".jpg") || lower.hasSuffix(".jpeg") ? try JPEG.read(path) : try PNG.read(path)
            guard let bitmap = CanvasImage(width: pixels.width, height: pixels.height, pixels: pixels.pixels) else {
                throw X11Error("cannot read image \"\(path)\": it has no pixels")
            }
            let found = Found(bitmap: bitmap, scale: Self.scale(ofFile: path))
            read[path] = found
            return found
        } catch {
            refused.insert(path)
            FileHandle.standardError.write(Data("UIImage: \(error)\n".utf8))
            return nil
        }
    }

    /// Paths relative to a search folder to try for `name`, best first: the screen's scale,
    /// then the nearest larger, then the nearest smaller, each as PNG and JPEG, loose and in an asset catalog's imageset.
    func candidates(for name: String, scale: Int) -> [String] {
        let stem = name, hasExtension = Self.extensions.contains((name as NSString).pathExtension.lowercased())
        if hasExtension { return [name] }
        let scales = [scale] + [1, 2, 3].filter { $0 > scale } + [3, 2, 1].filter { $0 < scale }
        var paths: [String] = []
        for folder in ["", "Assets.xcassets/\(stem).imageset/", "\(stem).imageset/"] {
            for each in scales {
                let suffix = each == 1 ? "" : "@\(each)x"
                for ext in Self.extensions { paths.append("\(folder)\(stem)\(suffix).\(ext)") }
            }
        }
        return paths
    }

    /// The scale a file's name says: `@2x` and `@3x` before the extension; else 1.
    static func scale(ofFile path: String) -> CGFloat {
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        if stem.hasSuffix("@3x") { return 3 }
        if stem.hasSuffix("@2x") { return 2 }
        return 1
    }

    /// The scale of the screen being drawn or laid out (1 with none).
    private static var screenScale: Int {
        Int((LayoutHost.current?.traits.displayScale ?? 1).rounded())
    }
}
