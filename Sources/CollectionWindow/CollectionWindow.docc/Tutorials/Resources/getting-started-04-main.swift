import CollectionLayout
import CollectionView
import CollectionWindow
import Foundation
import MyLayouts

do {
    let window = try CollectionWindow(layout: JournalLayout.make(), dataSource: JournalData(),
                                      size: Size(width: 375, height: 667), title: "My layouts")
    window.onEvent = { event in print(event) }   // select(…), settledMain(…), settledOrthogonal(…)
    try window.run()
} catch {
    FileHandle.standardError.write(Data("my-layouts: \(error)\n".utf8))
    exit(1)
}
