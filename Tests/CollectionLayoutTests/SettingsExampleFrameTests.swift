import CollectionLayout
import XCollectionGallery
import Testing

/// The settings example's cards and separators at a 375-point phone and a 430-point one, before
/// anything is measured: cards inside margins of 16 and 20, separators under the text past the tiles.
@Suite struct SettingsExampleFrameTests {
    @Test("cards and separators", arguments: [
        // width, card x and width, separator x and width (card x + margin + 29 + 16 to the card's edge)
        (375.0, 16.0, 343.0, 77.0, 282.0),
        (430.0, 20.0, 390.0, 85.0, 325.0),
    ])
    func cardsAndSeparators(width: Double, cardX: Double, cardWidth: Double, separatorX: Double, separatorWidth: Double) throws {
        let solved = try Gallery.settingsLayout().solve(container: Size(width: width, height: 667), itemCounts: [5, 4, 5, 2])
        let backgrounds = solved.elements(.decoration, kind: ListConfiguration.backgroundElementKind).map(\.frame)
        // Each section: 35 above, then 44 a row.
        #expect(backgrounds == [rect(cardX, 35, cardWidth, 220), rect(cardX, 290, cardWidth, 176),
                                rect(cardX, 501, cardWidth, 220), rect(cardX, 756, cardWidth, 88)])
        let separators = solved.elements(.decoration, kind: ListConfiguration.separatorElementKind)
        #expect(separators.count == 4 + 3 + 4 + 1)
        #expect(separators.first?.frame == rect(separatorX, 78, separatorWidth, 1))
        #expect(separators.last?.frame == rect(separatorX, 799, separatorWidth, 1))
        #expect(solved.contentSize == Size(width: width, height: 844))
    }
}
