import CollectionLayout
import CollectionView
import CollectionWindow
import MyLayouts
import Testing

@Test func firstScreen() throws {
    let image = try CollectionWindow.snapshot(layout: JournalLayout.make(), dataSource: JournalData(),
                                              size: Size(width: 375, height: 667))
    #expect(image.width == 375 && image.height == 667)
    // The white background between the separator's start and the text.
    let pixel = image.pixel(x: 20, y: 10)
    #expect([pixel.red, pixel.green, pixel.blue] == [255, 255, 255])
    // Or compare with a golden you have looked at: PNG.read("journal.png") == image
    try PNG.write(image, to: "/tmp/journal.png")
}
