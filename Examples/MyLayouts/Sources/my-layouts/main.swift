import CollectionLayout
import CollectionView
import CollectionWindow
import Foundation
import Gallery

// Shows the journal in a window until q, Escape or the window manager closes it, printing what
// the user does: taps select, and each scroll reports where it came to rest.
do {
    let name = CommandLine.arguments.dropFirst().first ?? "journal"
    guard let screen = Gallery.screen(named: name) else {
        FileHandle.standardError.write(Data("my-layouts: no screen \(name); there are \(Gallery.names.joined(separator: ", "))\n".utf8))
        exit(2)
    }
    let window = try CollectionWindow(layout: screen.layout, dataSource: screen.dataSource,
                                      size: Size(width: 375, height: 667), title: "My layouts", className: "MyLayouts")
    window.onEvent = { event in print(event) }
    try window.run()
} catch {
    FileHandle.standardError.write(Data("my-layouts: \(error)\n".utf8))
    exit(1)
}
