import Foundation
import Testing
import UIKitCompat

/// `UIImage(data:scale:)`, `pngData()` and the empty `UIImage()`, as snapshot tests use them.
@Suite struct ImageDataTests {
    /// A 2x1 PNG: one red pixel, one clear.
    static let png: Data = {
        let image = UIImage(data: Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAAD0lEQVR4nGP4z8AARAwMAAz8Af9c/RSVAAAAAElFTkSuQmCC")!, scale: 1)
        return image?.pngData() ?? Data()
    }()

    @Test("PNG data reads back at the scale given, and writes the same pixels")
    func roundTrip() throws {
        let image = try #require(UIImage(data: Self.png, scale: 2))
        #expect(image.size == CGSize(width: 1, height: 0.5))
        #expect(image.scale == 2)
        let data = try #require(image.pngData())
        let again = try #require(UIImage(data: data, scale: 1))
        #expect(again.size == CGSize(width: 2, height: 1))
        #expect(again.pngData() == image.pngData())
    }

    @Test("data that is no picture gives nil; an empty image has no size and no PNG; a symbol has no pixels")
    func emptyAndBad() {
        #expect(UIImage(data: Data("not a picture".utf8), scale: 1) == nil)
        #expect(UIImage(data: Self.png, scale: 0) == nil)
        #expect(UIImage().size == .zero)
        #expect(UIImage().pngData() == nil)
        #expect(UIImage(systemName: "star")?.pngData() == nil)
    }
}
