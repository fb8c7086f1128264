import CollectionLayout
import Foundation
import Gallery
import SwiftFileSupport
import UIKitCompat

/// A `--swift` file as the program shows it: its layout with its item counts (or
/// `--item-counts`), in the placeholder look of a layout file.
struct SwiftFileExample: Sendable {
    /// The counts of a file that declares no `itemCounts`, when `--item-counts` gives none either:
    /// three sections, so that a layout's sections and what lies between them show.
    static let defaultItemCounts = [12, 12, 12]

    let loader: SwiftFileLoader
    /// `--item-counts`, which replace the file's.
    let itemCounts: [Int]?
    /// The collection view's size, which `configure(_:)` sees.
    let size: Size

    init(_ path: String, languageMode: Int, itemCounts: [Int]?, size: Size) {
        loader = SwiftFileLoader(path: path, languageMode: languageMode, environment: ProcessInfo.processInfo.environment)
        self.itemCounts = itemCounts
        self.size = size
    }

    /// Compiles (or takes from the cache) and opens the file.
    func load() throws -> Example {
        try example(loader.load(width: size.width, height: size.height))
    }

    /// Opens the compiled file.
    func open(_ compiled: CompiledSwiftFile) throws -> Example {
        try example(loader.open(compiled, width: size.width, height: size.height))
    }

    private func example(_ definitions: SwiftFileDefinitions) throws -> Example {
        let path = loader.path
        let counts = itemCounts ?? definitions.itemCounts ?? Self.defaultItemCounts
        if itemCounts == nil, let declared = definitions.itemCounts {
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
