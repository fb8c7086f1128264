import CollectionLayout
import CollectionSnapshotTesting
import XCollectionGallery
import SnapshotTesting
import Testing

/// Each list appearance drawn from a layout file, with its header and footer modes, against
/// references reviewed by eye in `__Snapshots__/ListAppearanceGoldenTests/`: the separators,
/// bands, cards, headers and accessories a list shows.
@Suite("Golden snapshots of the list appearances")
struct ListAppearanceGoldenTests {
    static let files: [(String, String)] = [
        ("plain", #"{ "sections": [ { "items": 4, "list": { "appearance": "plain", "headerMode": "supplementary" }, "headerTitle": "Fruit", "cells": { "titles": ["Apple", "Banana", "Cherry", "Date"], "accessory": "chevron" } }, { "items": 3, "list": { "appearance": "plain", "headerMode": "supplementary" }, "headerTitle": "Vegetables", "cells": { "titles": ["Kale", "Leek", "Onion"], "subtitle": "Item {number}" } } ] }"#),
        ("grouped", #"{ "sections": [ { "items": 3, "list": { "appearance": "grouped", "headerMode": "supplementary", "footerMode": "supplementary" }, "headerTitle": "Text size", "footerTitle": "Apps that support it will adjust.", "cells": { "titles": ["Small", "Medium", "Large"], "accessory": "checkmark" } }, { "items": 2, "list": { "appearance": "grouped" }, "cells": { "titles": ["Bold Text", "Larger Text"], "value": "Off" } } ] }"#),
        ("insetGrouped", #"{ "sections": [ { "items": 3, "list": { "appearance": "insetGrouped", "headerMode": "supplementary", "footerMode": "supplementary" }, "headerTitle": "Network", "footerTitle": "Ask to join networks nearby.", "cells": { "titles": ["Wi-Fi", "Bluetooth", "Cellular"], "value": "On", "accessory": "chevron" } }, { "items": 4, "list": { "appearance": "insetGrouped", "headerMode": "firstItemInSection" }, "cells": { "titles": ["Folders", "Documents", "Pictures", "Music"], "accessory": "outlineDisclosure" } } ] }"#),
        ("sidebar", #"{ "sections": [ { "items": 4, "list": { "appearance": "sidebar", "headerMode": "firstItemInSection" }, "cells": { "titles": ["Library", "Recents", "Shared", "Favourites"], "value": "{item}" } }, { "items": 3, "list": { "appearance": "sidebar", "headerMode": "supplementary" }, "headerTitle": "Tags", "cells": { "titles": ["Red", "Green", "Blue"] } } ] }"#),
        ("sidebarPlain", #"{ "sections": [ { "items": 4, "list": { "appearance": "sidebarPlain", "headerMode": "supplementary" }, "headerTitle": "Places", "cells": { "titles": ["Home", "Desktop", "Downloads", "Documents"], "accessory": "outlineDisclosure" } }, { "items": 2, "list": { "appearance": "sidebarPlain", "headerMode": "supplementary", "showsSeparators": true }, "headerTitle": "Devices", "cells": { "titles": ["Phone", "Tablet"] } } ] }"#),
    ]

    @Test("appearance", arguments: files.map(\.0))
    func appearance(name: String) throws {
        let text = try #require(Self.files.first { $0.0 == name }).1
        let example = Gallery.example(for: try LayoutDocument.decode(text), name: name)
        assertSnapshot(of: LayoutScene(layout: example.layout, dataSource: example.dataSource, size: Size(width: 375, height: 667)),
                       as: .image, named: name)
    }
}
