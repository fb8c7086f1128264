import Foundation
import Testing
@testable import UIKitCompat

/// `UIColor(named:)` reads asset catalogs' colour sets as Xcode writes them: components as
/// fractions, 8-bit numbers or hexadecimal, a dark appearance, grey, references to system colours,
/// sets in a catalog's groups; a missing set is nil and a broken one is said in one line.
@Suite("Named colours from colour sets", .serialized) @MainActor struct NamedColorTests {
    static func colorSet(_ json: String, named name: String, in folder: String) throws {
        let set = folder + "/" + name + ".colorset"
        try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
        try json.write(toFile: set + "/Contents.json", atomically: true, encoding: .utf8)
    }

    static func catalog() throws -> Bundle {
        let folder = NSTemporaryDirectory() + "/named-colors-\(UUID().uuidString)"
        try colorSet("""
            { "colors" : [
                { "idiom" : "universal", "color" : { "color-space" : "srgb",
                  "components" : { "red" : "0.200", "green" : "0.400", "blue" : "0.600", "alpha" : "1.000" } } },
                { "idiom" : "universal", "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
                  "color" : { "color-space" : "srgb", "components" : { "red" : "0xFF", "green" : "0x80", "blue" : "0x00", "alpha" : "0.500" } } }
              ], "info" : { "author" : "xcode", "version" : 1 } }
            """, named: "Accent", in: folder + "/Assets.xcassets/Brand")
        try colorSet("""
            { "colors" : [ { "idiom" : "universal", "color" : { "color-space" : "srgb",
                "components" : { "red" : "51", "green" : "102", "blue" : "153", "alpha" : "1.000" } } } ] }
            """, named: "Plain", in: folder)
        try colorSet("""
            { "colors" : [ { "idiom" : "universal", "color" : { "color-space" : "gray-gamma-22",
                "components" : { "white" : "0.500", "alpha" : "0.250" } } } ] }
            """, named: "Mist", in: folder)
        try colorSet("""
            { "colors" : [ { "idiom" : "universal", "color" : { "platform" : "ios", "reference" : "systemTealColor" } } ] }
            """, named: "Sea", in: folder)
        try colorSet("""
            { "colors" : [ { "idiom" : "universal", "color" : { "components" : { "red" : "1.0", "blue" : "0.0" } } } ] }
            """, named: "Broken", in: folder)
        return try #require(Bundle(path: folder))
    }

    func rgba(_ color: UIColor, dark: Bool = false) -> [CGFloat] {
        let resolved = color.resolvedColor(with: UITraitCollection(userInterfaceStyle: dark ? .dark : .light))
        return [resolved.red, resolved.green, resolved.blue, resolved.alpha].map { ($0 * 1000).rounded() / 1000 }
    }

    @Test("fractions, 8-bit and hexadecimal components, dark, grey and system references")
    func readsXcodesSets() throws {
        let bundle = try Self.catalog()
        let accent = try #require(UIColor(named: "Accent", in: bundle, compatibleWith: nil))
        #expect(rgba(accent) == [0.2, 0.4, 0.6, 1])
        #expect(rgba(accent, dark: true) == [1, CGFloat((128.0 / 255 * 1000).rounded() / 1000), 0, 0.5])
        let plain = try #require(UIColor(named: "Plain", in: bundle, compatibleWith: nil))
        #expect(rgba(plain) == [0.2, 0.4, 0.6, 1])
        #expect(rgba(plain, dark: true) == [0.2, 0.4, 0.6, 1])
        let mist = try #require(UIColor(named: "Mist", in: bundle, compatibleWith: nil))
        #expect(rgba(mist) == [0.5, 0.5, 0.5, 0.25])
        let sea = try #require(UIColor(named: "Sea", in: bundle, compatibleWith: nil))
        #expect(rgba(sea, dark: true) == rgba(.systemTeal, dark: true))
        #expect(UIColor(named: "Nowhere", in: bundle, compatibleWith: nil) == nil)
    }

    @Test("a broken set is nil and said once, naming the set and the missing component")
    func brokenSetIsSaid() throws {
        var said: [String] = []
        let saved = ConsoleLog.write
        ConsoleLog.write = { said.append($0) }
        defer { ConsoleLog.write = saved }
        let bundle = try Self.catalog()
        #expect(UIColor(named: "Broken", in: bundle, compatibleWith: nil) == nil)
        #expect(UIColor(named: "Broken", in: bundle, compatibleWith: nil) == nil)
        #expect(said.count == 1)
        #expect(said.first?.hasPrefix("UIColor(named: \"Broken\"): ") == true)
        #expect(said.first?.hasSuffix("Broken.colorset/Contents.json: colors[0].color.components: no \"green\"") == true, "\(said)")
    }
}
