import CollectionLayout
import CollectionView
import Foundation
import SwiftFileSupport
import UIKitCompat
import XCollectionGallery
import XCollectionProgram

/// A `--swift` file as the program shows it: its layout with the data source its `configure(_:)`
/// left on the collection view, or else with its item counts (or `--item-counts`) in the
/// placeholder look of a layout file.
struct SwiftFileExample: Sendable {
    /// The counts of a file that declares no `itemCounts`, when `--item-counts` gives none either:
    /// three sections, so that a layout's sections and what lies between them show.
    static let defaultItemCounts = [12, 12, 12]

    let loader: SwiftFileLoader
    /// `--item-counts`, which replace the file's.
    let itemCounts: [Int]?
    /// The collection view's size, which `configure(_:)` sees.
    let size: Size

    /// Where `UIImage(named:)` looks: `--assets`, else the `Assets` folder beside the file.
    let assets: String
    /// The folder of the file (or the folder given), where `UIColor(named:)` finds an asset
    /// catalog such as `Assets.xcassets`, as an app's project keeps it.
    let sourceFolder: String

    init(_ paths: [String], languageMode: Int, itemCounts: [Int]?, assets: String? = nil, size: Size) {
        loader = SwiftFileLoader(paths: paths, languageMode: languageMode, environment: ProcessInfo.processInfo.environment)
        self.itemCounts = itemCounts
        self.assets = assets ?? Self.assetsFolder(beside: paths.first ?? "")
        self.sourceFolder = URL(fileURLWithPath: Self.assetsFolder(beside: paths.first ?? "")).deletingLastPathComponent().path
        self.size = size
    }

    init(_ request: SwiftFileRequest) {
        self.init(request.paths, languageMode: request.languageMode, itemCounts: request.itemCounts, assets: request.assets, size: request.size)
    }

    /// `Assets` beside a file, or inside a folder given as the screen's files.
    static func assetsFolder(beside path: String) -> String {
        var isFolder: ObjCBool = false
        let url = URL(fileURLWithPath: path)
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            return url.appendingPathComponent("Assets").path
        }
        return url.deletingLastPathComponent().appendingPathComponent("Assets").path
    }

    /// Compiles (or takes from the cache) and opens the file.
    func load() throws -> Example {
        UIImage.searchDirectories = [assets, sourceFolder]
        return try example(loader.load(width: size.width, height: size.height))
    }

    /// Opens the compiled file.
    func open(_ compiled: CompiledSwiftFile) throws -> Example {
        UIImage.searchDirectories = [assets, sourceFolder]
        return try example(loader.open(compiled, width: size.width, height: size.height))
    }

    private func example(_ definitions: SwiftFileDefinitions) throws -> Example {
        var shown = try shownExample(definitions)
        if let scroll = definitions.collectionView.requestedScroll { shown.initialScroll = scroll }
        if definitions.collectionView.semanticContentAttribute == .forceRightToLeft { shown.layoutDirection = .rightToLeft }
        shown.isPagingEnabled = definitions.collectionView.isPagingEnabled
        shown.contentInsetAdjustment = definitions.collectionView.contentInsetAdjustmentBehavior.engineAdjustment
        if let screen = definitions.screen {
            let followed = FollowedScreen(screen)
            shown.followsScreen = { [self] deliver in
                followed.value.onScreenChange = { [self] in
                    let screen = followed.value
                    guard let next = try? example(SwiftFileDefinitions(following: screen)) else { return }
                    let offset = screen.shownCollectionViewOffset.map { Point(x: Double($0.x), y: Double($0.y)) }
                    deliver(next, offset)
                }
            }
        }
        return shown
    }

    private func shownExample(_ definitions: SwiftFileDefinitions) throws -> Example {
        // A screen without a collection view is its views alone, drawn over an empty one.
        if let screen = definitions.screen, screen.collectionView == nil {
            return example(definitions, showing: ScreenLayout(screen).dataSource)
        }
        let path = loader.path
        if let dataSource = try dataSource(of: definitions) {
            return example(definitions, showing: dataSource)
        }
        let counts = itemCounts ?? definitions.itemCounts ?? Self.defaultItemCounts
        if itemCounts == nil, let declared = definitions.itemCounts {
            if declared.isEmpty { throw SwiftFileError.refused("\(path): itemCounts is empty; give at least one section") }
            if let section = declared.firstIndex(where: { $0 < 0 || $0 > ItemCount.largest }) {
                throw SwiftFileError.refused("\(path): itemCounts[\(section)] is \(declared[section]); a section holds from 0 to \(ItemCount.largest) items")
            }
        }
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        let layout = SwiftFileLayout(definitions)
        let registered = DecorationViewSource(layout: definitions.layout)
        return Gallery.example(for: layout, compositional: Self.compositional(definitions), itemCounts: counts, name: name,
                               backgroundColor: definitions.collectionView.backgroundColor?.color,
                               registeredDecoration: { registered.content(ofKind: $0) })
    }

    /// The engine's description of a compositional layout, which a layout file can express;
    /// nil for a flow layout, whose delegate and `prepare()` are code.
    private static func compositional(_ definitions: SwiftFileDefinitions) -> CompositionalLayout? {
        (definitions.layout as? UICollectionViewCompositionalLayout)?.compositionalLayout
    }

    /// The data source `configure(_:)` left on the collection view, which gives the items and
    /// their cells; nil when it set none. Refuses one that cannot be drawn, one released when
    /// `configure(_:)` returned, and item counts given beside it.
    private func dataSource(of definitions: SwiftFileDefinitions) throws -> (any CollectionDataSource)? {
        let path = loader.path
        let collectionView = definitions.collectionView
        guard let set = collectionView.dataSource else {
            if collectionView.hasBeenGivenDataSource {
                throw SwiftFileError.refused("\(path): the data source configure(_:) made was released when it returned: a collection view holds its dataSource weakly, as UIKit's does; keep it in a top-level variable (@MainActor var dataSource: UICollectionViewDiffableDataSource<…>?)")
            }
            return nil
        }
        guard let drawn = collectionView.contentDataSource else {
            throw SwiftFileError.refused("\(path): configure(_:) set a \(type(of: set)) as the data source, which cannot be drawn")
        }
        if itemCounts != nil {
            throw SwiftFileError.refused("\(path): --item-counts cannot be given for a file whose configure(_:) sets a data source: its snapshot gives the items")
        }
        if definitions.itemCounts != nil {
            throw SwiftFileError.refused("\(path): itemCounts and a data source set by configure(_:) both give the items; remove itemCounts")
        }
        return drawn
    }

    /// The file's layout showing `dataSource`'s items and cells; a compositional layout can be
    /// exported as a layout file of its counts.
    private func example(_ definitions: SwiftFileDefinitions, showing dataSource: any CollectionDataSource) -> Example {
        let name = URL(fileURLWithPath: loader.path).deletingPathExtension().lastPathComponent
        let layout = SwiftFileLayout(definitions)
        var document: (@Sendable (Size) -> LayoutDocument?)?
        if let compositional = Self.compositional(definitions) {
            let described = Example(name: name, title: name, summary: "a Swift file", layout: compositional, dataSource: dataSource)
            document = { described.document(for: $0) }
        }
        return Example(name: name, title: name, summary: "a Swift file with its data source", layout: layout,
                       dataSource: dataSource, document: document)
    }
}
