import CollectionLayout
import CollectionView
import CollectionWindow
import Foundation
import MyLayouts

// Shows the journal in a window until q, Escape or the window manager closes it, printing what
// the user does: taps select, and each scroll reports where it came to rest.
do {
    let window = try CollectionWindow(layout: JournalLayout.make(), dataSource: JournalData(),
                                      size: Size(width: 375, height: 667), title: "My layouts", className: "MyLayouts")
    window.onEvent = { event in print(event) }
    try window.run()
} catch {
    FileHandle.standardError.write(Data("my-layouts: \(error)\n".utf8))
    exit(1)
}
