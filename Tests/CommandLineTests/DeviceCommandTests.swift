import Foundation
import Testing
import TestSupport
import X11Window

/// `--device`, `--orientation`, `--scale` and `--list-devices` as a user types them: pictures
/// in the device's pixels, dumps in points, and conflicts refused in one line.
@Suite struct DeviceCommandTests {
    @Test("--list-devices names the seven devices with their screens")
    func listDevices() throws {
        let result = try ProgramRunner.run(["--list-devices"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 7)
        #expect(lines.contains { $0.hasPrefix("iphone-15 ") && $0.hasSuffix("iPhone 15, 393x852 points at 3x") })
        #expect(lines.contains { $0.hasPrefix("ipad-pro-13 ") && $0.contains("1032x1376 points at 2x") })
    }

    @Test("conflicts and unknown names are refused in one line", arguments: [
        (["--device", "iphone-15", "--size", "300x300", "--dump-layout"], "--size and --device cannot be given together: a device has its own size"),
        (["--orientation", "landscape", "--dump-layout"], "--orientation needs --device; give --size WxH to choose a shape"),
        (["--device", "iphone-99", "--dump-layout"], "no device named \"iphone-99\"; the devices are iphone-se-3, iphone-13-mini, iphone-15, iphone-16-pro-max, ipad-mini-6, ipad-pro-11, ipad-pro-13"),
        (["--size", "100x100", "--scale", "4", "--dump-layout"], "expected a whole scale of 1, 2 or 3, not \"4\""),
        (["--device", "iphone-15", "--orientation", "sideways", "--dump-layout"], "expected portrait or landscape, not \"sideways\""),
        (["--variants", "appearances", "--dump-layout"], "--variants draws a contact sheet; give --screenshot FILE.png or --compare FILE.png"),
        (["--variants", "colours", "--screenshot", "x.png"], "expected devices, appearances or content-sizes, not \"colours\""),
        (["--device-chrome", "--screenshot", "x.png"], "--device-chrome draws a device's status bar and home indicator; give --device NAME"),
        (["--appearance", "dim", "--dump-layout"], "expected light or dark, not \"dim\""),
        (["--content-size-category", "huge", "--dump-layout"], "no content size category named \"huge\"; the categories are extraSmall, small, medium, large,"),
    ])
    func refusals(arguments: [String], message: String) throws {
        let result = try ProgramRunner.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    @Test("a dump on a device stays in points: an iPhone 15 on its side is 852 wide, its grid section clear of the sensor housing")
    func dumpInPoints() throws {
        let result = try ProgramRunner.run(["--example", "list", "--device", "iphone-15", "--orientation", "landscape", "--dump-layout"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(#""contentSize": [852, "#))
    }

    @Test("--content-size-category grows a list's text and its self-sizing rows: the settings list's first row is 206 points at AX5 (its title wrapped over two lines, its value under it), 44 at Large")
    func contentSizeCategory() throws {
        let large = try ProgramRunner.run(["--example", "settings", "--dump-layout", "--measure"])
        let huge = try ProgramRunner.run(["--example", "settings", "--content-size-category", "accessibilityExtraExtraExtraLarge", "--dump-layout", "--measure"])
        #expect(large.status == 0 && huge.status == 0, "\(huge.stderr)")
        func firstCell(_ dump: String) -> String? { dump.split(separator: "\n").first { $0.contains(#""category": "cell""#) }.map(String.init) }
        #expect(firstCell(large.stdout)?.contains(", 44], ") == true, "\(firstCell(large.stdout) ?? "")")
        #expect(firstCell(huge.stdout)?.contains(", 206], ") == true, "\(firstCell(huge.stdout) ?? "")")
    }

    @Test("--appearance dark draws the settings list on black with its cards in dark grey and its text white")
    func darkAppearance() throws {
        let folder = try LayoutFolder()
        let path = folder.path + "/dark.png"
        let result = try ProgramRunner.run(["--example", "settings", "--appearance", "dark", "--screenshot", path])
        #expect(result.status == 0, "\(result.stderr)")
        let image = try PNG.read(path)
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(image.pixels[(y * image.width + x) * 4..<(y * image.width + x) * 4 + 3]) }
        #expect(pixel(4, 4) == [0, 0, 0])
        #expect(pixel(20, 60) == [28, 28, 30], "the first card, left of its first icon")
    }

    @Test("--variants appearances: light and dark side by side under their names, 16 apart, on grey")
    func appearanceSheet() throws {
        let folder = try LayoutFolder()
        let path = folder.path + "/sheet.png"
        let result = try ProgramRunner.run(["--example", "settings", "--variants", "appearances", "--screenshot", path])
        #expect(result.status == 0, "\(result.stderr)")
        let image = try PNG.read(path)
        #expect(image.width == 16 + 375 + 16 + 375 + 16 && image.height == 16 + 24 + 667 + 16)
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(image.pixels[(y * image.width + x) * 4..<(y * image.width + x) * 4 + 3]) }
        #expect(pixel(4, 4) == [0xE5, 0xE5, 0xEA], "the sheet")
        #expect(pixel(20, 50) == [242, 242, 247], "the light tile's grouped background")
        #expect(pixel(16 + 375 + 16 + 4, 50) == [0, 0, 0], "the dark tile's")
        // Twelve text sizes make two rows of six.
        let sizes = try ProgramRunner.run(["--example", "list", "--size", "200x300", "--variants", "content-sizes", "--screenshot", path])
        #expect(sizes.status == 0, "\(sizes.stderr)")
        let sheet = try PNG.read(path)
        #expect(sheet.width == 16 + 6 * (200 + 16) && sheet.height == 16 + 2 * (24 + 300 + 16))
    }

    @Test("--variants appearances on an iPhone 15 draws its tiles at its 3x, as --screenshot on it does; --scale 1 draws them at 1x")
    func deviceSheetAtTheDevicesScale() throws {
        let folder = try LayoutFolder()
        let path = folder.path + "/sheet.png"
        let result = try ProgramRunner.run(["--example", "settings", "--device", "iphone-15", "--variants", "appearances", "--screenshot", path])
        #expect(result.status == 0, "\(result.stderr)")
        let sheet = try PNG.read(path)
        #expect(sheet.width == 3 * (16 + 393 + 16 + 393 + 16) && sheet.height == 3 * (16 + 24 + 852 + 16))
        let single = folder.path + "/single.png"
        #expect(try ProgramRunner.run(["--example", "settings", "--device", "iphone-15", "--screenshot", single]).status == 0)
        let light = try PNG.read(single)
        // The light tile is the screenshot, pixel for pixel.
        let tileRow = { (y: Int) in Array(sheet.pixels[((3 * 40 + y) * sheet.width + 48) * 4..<((3 * 40 + y) * sheet.width + 48 + light.width) * 4]) }
        let shotRow = { (y: Int) in Array(light.pixels[y * light.width * 4..<(y + 1) * light.width * 4]) }
        #expect([0, 300, 1200, 2555].allSatisfy { tileRow($0) == shotRow($0) })
        let oneX = try ProgramRunner.run(["--example", "settings", "--device", "iphone-15", "--scale", "1", "--variants", "appearances", "--screenshot", path])
        #expect(oneX.status == 0, "\(oneX.stderr)")
        let small = try PNG.read(path)
        #expect(small.width == 834 && small.height == 908)
    }

    @Test("a pinned header on an iPhone 15 keeps below the status bar, 59 points, in the dump as in the picture")
    func pinnedHeaderBelowTheStatusBar() throws {
        let dump = try ProgramRunner.run(["--example", "pinned-headers", "--device", "iphone-15", "--offset", "0,420", "--dump-layout"])
        #expect(dump.status == 0, "\(dump.stderr)")
        // Section 2's header pinned at the content offset plus the adjusted inset: 420 + 59.
        #expect(dump.stdout.contains(#""kind": "header", "section": 1, "item": 0, "frame": [10, 479, 373, 45]"#), "\(dump.stdout.prefix(400))")
        let folder = try LayoutFolder()
        let path = folder.path + "/pinned.png"
        let shot = try ProgramRunner.run(["--example", "pinned-headers", "--device", "iphone-15", "--offset", "0,420", "--scale", "1",
                                          "--screenshot", path])
        #expect(shot.status == 0, "\(shot.stderr)")
        let image = try PNG.read(path)
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(image.pixels[(y * image.width + x) * 4..<(y * image.width + x) * 4 + 3]) }
        // The header spans 59…104 on screen: its separator is its last row, the grouped background above it.
        let column = (96...106).map { pixel(200, $0) }
        #expect(pixel(200, 103) != pixel(200, 102) && pixel(200, 102) == [242, 242, 247], "\(column)")
    }

    @Test("--device-chrome draws the home indicator, 134 by 5 points, 8 above the bottom, and the status bar's battery")
    func deviceChrome() throws {
        let folder = try LayoutFolder()
        let path = folder.path + "/chrome.png"
        let result = try ProgramRunner.run(["--example", "settings", "--device", "iphone-15", "--scale", "1", "--device-chrome", "--screenshot", path])
        #expect(result.status == 0, "\(result.stderr)")
        let image = try PNG.read(path)
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(image.pixels[(y * image.width + x) * 4..<(y * image.width + x) * 4 + 3]) }
        // The indicator spans 129.5…263.5 across and 839…844 down, black on the grouped grey.
        #expect(pixel(196, 841) == [0, 0, 0])
        #expect(pixel(196, 836) != [0, 0, 0] && pixel(120, 841) != [0, 0, 0])
        let plain = folder.path + "/plain.png"
        #expect(try ProgramRunner.run(["--example", "settings", "--device", "iphone-15", "--scale", "1", "--screenshot", plain]).status == 0)
        let without = try PNG.read(plain)
        #expect(without.pixels != image.pixels)
    }

    @Test("a --swift file's contentInsetAdjustmentBehavior: .never starts its rows at the top of an iPhone 15, under the status bar")
    func swiftFileNeverAdjusts() throws {
        let folder = try LayoutFolder()
        func shot(_ behavior: String) throws -> RGBAImage {
            let source = try folder.write("""
                import UIKitCompat

                func createLayout() -> UICollectionViewLayout {
                    let layout = UICollectionViewFlowLayout()
                    layout.itemSize = CGSize(width: 393, height: 100)
                    return layout
                }

                @MainActor func configure(_ collectionView: UICollectionView) {
                    collectionView.contentInsetAdjustmentBehavior = .\(behavior)
                }

                let itemCounts = [12]
                """, name: "\(behavior).swift")
            let path = folder.path + "/\(behavior).png"
            let result = try SwiftFileTests.run(["--swift", source, "--device", "iphone-15", "--scale", "1", "--screenshot", path])
            #expect(result.status == 0, "\(result.stderr)")
            return try PNG.read(path)
        }
        func pixel(_ image: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] { let p = image.pixel(x: x, y: y); return [p.red, p.green, p.blue] }
        let never = try shot("never"), automatic = try shot("automatic")
        // Cells are tinted tiles; the page is white: at y 30 a cell with .never, the page with .automatic.
        #expect(pixel(never, 100, 30) != [255, 255, 255])
        #expect(pixel(automatic, 100, 30) == [255, 255, 255])
        #expect(pixel(automatic, 100, 80) != [255, 255, 255])
    }

    @Test("screenshots are in device pixels: an iPhone 15 on its side at 3x, a plain size at --scale 2",
          arguments: [(["--device", "iphone-15", "--orientation", "landscape"], 2556, 1179),
                      (["--device", "ipad-mini-6"], 1488, 2266),
                      (["--size", "200x100", "--scale", "2"], 400, 200),
                      (["--device", "iphone-15", "--scale", "1"], 393, 852)])
    func screenshotPixels(arguments: [String], width: Int, height: Int) throws {
        let folder = try LayoutFolder()
        let path = folder.path + "/shot.png"
        let result = try ProgramRunner.run(["--example", "list"] + arguments + ["--screenshot", path])
        #expect(result.status == 0, "\(result.stderr)")
        let image = try PNG.read(path)
        #expect(image.width == width && image.height == height)
    }
}
