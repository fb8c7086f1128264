import Foundation

/// Finds and reads asset catalogs' colour sets for `UIColor(named:)`: `NAME.colorset/Contents.json`
/// in a search folder, or in any folder of a `.xcassets` catalog there, as Xcode writes them.
/// Each set is read once; a set that cannot be read is said once on standard error and gives nil.
final class ColorSets: @unchecked Sendable {
    // Unchecked: colours are made where views are configured, the one thread UIKit code runs on.
    static let shared = ColorSets()

    private var found: [String: UIColor?] = [:]

    /// The colour set called `name` in `folders`, then `UIImage.searchDirectories`, then the main bundle.
    func color(named name: String, in folders: [String]) -> UIColor? {
        let all = UIImage.assetFolders(after: folders)
        let key = name + "\u{0}" + all.joined(separator: "\u{0}")
        if let known = found[key] { return known }
        var color: UIColor?
        if let file = contentsFile(named: name, in: all) {
            do {
                color = try ColorSetContents.color(fromJSON: Data(contentsOf: URL(fileURLWithPath: file)))
            } catch {
                ConsoleLog.write("UIColor(named: \"\(name)\"): \(file): \(error)")
            }
        }
        found[key] = .some(color)
        return color
    }

    private func contentsFile(named name: String, in folders: [String]) -> String? {
        let set = name + ".colorset/Contents.json"
        let manager = FileManager.default
        for folder in folders {
            let direct = (folder as NSString).appendingPathComponent(set)
            if manager.fileExists(atPath: direct) { return direct }
            let entries = (try? manager.contentsOfDirectory(atPath: folder))?.sorted() ?? []
            for catalog in entries where catalog.hasSuffix(".xcassets") {
                let root = (folder as NSString).appendingPathComponent(catalog)
                // A catalog's groups are folders; a colour set is found in any of them.
                guard let walker = manager.enumerator(atPath: root) else { continue }
                while let path = walker.nextObject() as? String {
                    if path == set || path.hasSuffix("/" + set) { return (root as NSString).appendingPathComponent(path) }
                }
            }
        }
        return nil
    }
}
