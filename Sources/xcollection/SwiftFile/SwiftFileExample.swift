import CollectionLayout
import Foundation
import Gallery
import UIKitCompat

/// A `--swift` file as the program shows it: its layout with its item counts (or
/// `--item-counts`), in the placeholder look of a layout file.
enum SwiftFileExample {
    /// The counts of a file that declares no `itemCounts`, when `--item-counts` gives none either:
    /// three sections, so that a layout's sections and what lies between them show.
    static let defaultItemCounts = [12, 12, 12]

    /// Compiles (or takes from the cache) and opens `path` for a collection view of `size`.
    static func load(_ path: String, languageMode: Int, itemCounts override: [Int]?, size: Size) throws -> Example {
        let definitions = try SwiftFileLoader(path: path, languageMode: languageMode, environment: ProcessInfo.processInfo.environment)
            .load(width: size.width, height: size.height)
        let counts = override ?? definitions.itemCounts ?? defaultItemCounts
        if override == nil, let declared = definitions.itemCounts {
            if declared.isEmpty { throw SwiftFileError.refused("\(path): itemCounts is empty; give at least one section") }
            if let section = declared.firstIndex(where: { $0 < 0 || $0 > ItemCount.largest }) {
                throw SwiftFileError.refused("\(path): itemCounts[\(section)] is \(declared[section]); a section holds from 0 to \(ItemCount.largest) items")
            }
        }
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        let layout = SwiftFileLayout(definitions)
        return Gallery.example(for: layout, compositional: layout.layout as? CompositionalLayout, itemCounts: counts, name: name)
    }
}
