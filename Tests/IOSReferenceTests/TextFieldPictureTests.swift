import Foundation
import Testing
import UIKitCompat
@testable import UIKitSnapshotTesting
import X11Window

/// A borderless `UITextField` drawn where iOS draws its text. square/Blueprint's `TextField`
/// element snapshots a `UITextField` 200x44 points at 1x on white (commit 0fbe962,
/// `BlueprintUICommonControls/Tests/Sources/TextFieldTests.swift` `test_snapshots`, recorded on
/// iOS 17: the pictures' names), its font the body style, its text black. The text itself is
/// iOS's font, not this program's, so what is compared is where the ink lies and its colour:
///
/// | picture | text | ink across | ink down | darkest |
/// |---|---|---|---|---|
/// | `test_snapshots_simple_iOS-17.png` | "Hello, world" | from 1 | 15 to 30 | 0,0,0 |
/// | `test_snapshots_placeholder_iOS-17.png` | placeholder "Type something..." | from 1 | 15 to 31 | 193,193,195 (`placeholderText` on white) |
/// | `test_snapshots_disabled_iOS-17.png` | "Disabled", `isEnabled = false` | from 1 | 15 to 28 | 0,0,0 (not dimmed) |
/// | `test_snapshots_right-aligned_iOS-17.png` | "Right Aligned", `.right` | to 198 | 15 to 30 | 12,12,12 |
@Suite @MainActor struct TextFieldPictureTests {
    struct Pictured: Sendable, CustomTestStringConvertible {
        let name: String
        let text: String
        let placeholder: String?
        let enabled: Bool
        let alignment: NSTextAlignment
        /// The ink's first column (left aligned) or last (right aligned), its first and last rows.
        let edge: Int
        let top: Int, bottom: Int
        let darkest: Int
        var testDescription: String { name }
    }

    nonisolated static let pictures = [
        Pictured(name: "simple", text: "Hello, world", placeholder: nil, enabled: true, alignment: .left, edge: 1, top: 15, bottom: 30, darkest: 0),
        Pictured(name: "placeholder", text: "", placeholder: "Type something...", enabled: true, alignment: .left, edge: 1, top: 15, bottom: 31, darkest: 193),
        Pictured(name: "disabled", text: "Disabled", placeholder: nil, enabled: false, alignment: .left, edge: 1, top: 15, bottom: 28, darkest: 0),
        Pictured(name: "right-aligned", text: "Right Aligned", placeholder: nil, enabled: true, alignment: .right, edge: 198, top: 15, bottom: 30, darkest: 12),
    ]

    @Test("a borderless text field's text, placeholder, disabled text and right-aligned text lie where iOS 17 draws them, in its colours", arguments: pictures)
    func inkAsPictured(pictured: Pictured) throws {
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        box.backgroundColor = .white
        let field = UITextField(frame: box.bounds)
        field.text = pictured.text
        field.placeholder = pictured.placeholder
        field.isEnabled = pictured.enabled
        field.textAlignment = pictured.alignment
        field.font = .preferredFont(forTextStyle: .body)
        field.textColor = .black
        box.addSubview(field)
        let image = try ViewSnapshotRenderer.image(of: box, size: box.bounds.size, traits: UITraitCollection(displayScale: 1))
        var columns: [Int] = [], rows: [Int] = [], darkest = 255
        for y in 0..<image.height {
            for x in 0..<image.width {
                let pixel = image.pixel(x: x, y: y)
                let grey = Int(min(pixel.red, pixel.green, pixel.blue))
                guard grey < 250 else { continue }
                columns.append(x)
                rows.append(y)
                darkest = min(darkest, grey)
            }
        }
        let edge = pictured.alignment == .right ? columns.max() : columns.min()
        #expect(abs((edge ?? -99) - pictured.edge) <= 1, "the ink's edge at \(edge ?? -1), iOS \(pictured.edge)")
        // Another font's ink is taller or shorter: its middle is what must agree.
        let middle = Double((rows.min() ?? 0) + (rows.max() ?? 0)) / 2, pictureMiddle = Double(pictured.top + pictured.bottom) / 2
        #expect(abs(middle - pictureMiddle) <= 1.5, "the ink's middle row \(middle), iOS \(pictureMiddle)")
        // Black text's darkest pixel depends on where the font's stems fall on the pixels (12 in
        // one picture): it must be near black; the translucent placeholder's grey must match.
        let agrees = pictured.darkest < 20 ? darkest < 20 : abs(darkest - pictured.darkest) <= 6
        #expect(agrees, "the darkest grey \(darkest), iOS \(pictured.darkest)")
    }
}
