import CollectionSnapshotTesting
import Foundation

/// A scene small enough to reason about: full-width rows 44 tall, numbered, on white, with the
/// section inset `top` from the top — 0, or 1 to move every row down by one point.
enum Rows {
    static let phone = Size(width: 375, height: 667)

    static func layout(top: Double = 0) -> CompositionalLayout {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                                           subitems: [item])
        var section = LayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: top, leading: 0, bottom: 0, trailing: 0)
        return CompositionalLayout(section: section)
    }

    static let data = ContentProviderDataSource(itemCounts: [30]) { path in
        CellContent(background: Color(hex: 0x5856D6), border: Border(color: .white),
                    labels: [TextLabel("Row \(path.item)", font: FontSpec(size: 15), color: .white, alignment: .center)])
    }

    /// The rows in colours that follow the appearance: indigo on white in light, light text on
    /// near-black in dark, as system colours do.
    static let adaptiveData = ContentProviderDataSource(itemCounts: [30], backgroundColor: Color(light: .white, dark: Color(hex: 0x000000))) { path in
        CellContent(background: Color(light: Color(hex: 0x5856D6), dark: Color(hex: 0x1C1C1E)),
                    border: Border(color: Color(light: .white, dark: Color(hex: 0x38383A))),
                    labels: [TextLabel("Row \(path.item)", font: FontSpec(size: 15), color: Color(light: .white, dark: Color(hex: 0xEBEBF5)),
                                       alignment: .center)])
    }

    static func scene(top: Double = 0) -> LayoutScene {
        LayoutScene(layout: layout(top: top), dataSource: data, size: phone)
    }

    /// A folder of its own under the temporary folder, for references a test records itself.
    static func temporaryFolder() -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-tests-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }
}
