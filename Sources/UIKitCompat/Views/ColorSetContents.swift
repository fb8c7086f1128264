import Foundation

/// A colour set's `Contents.json`, as Xcode writes it: entries for the universal idiom, any
/// appearance and dark (`"appearances": [{"appearance": "luminosity", "value": "dark"}]`), each a
/// colour of sRGB or Display P3 components (`red`, `green`, `blue`, `alpha`, or `white` and
/// `alpha` for grey) written as Xcode's three input methods write them — floating point
/// (`"0.200"`), 8-bit (`"51"`) or 8-bit hexadecimal (`"0x33"`) — or a reference to a system colour
/// (`"reference": "systemBlueColor"`). Display P3 components are taken as sRGB's.
enum ColorSetContents {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The set's colour: its light (or any-appearance) entry, dark from its dark entry when it has one.
    static func color(fromJSON data: Data) throws -> UIColor {
        guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let entries = root["colors"] as? [[String: Any]] else {
            throw Failure(description: "no \"colors\" list")
        }
        var any: UIColor?, light: UIColor?, dark: UIColor?
        for (index, entry) in entries.enumerated() {
            if let idiom = entry["idiom"] as? String, !["universal", "iphone", "ipad"].contains(idiom) { continue }
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            // High-contrast variants are for a setting this program does not have.
            if appearances.contains(where: { $0["appearance"] as? String == "contrast" }) { continue }
            let isDark = appearances.contains { $0["appearance"] as? String == "luminosity" && $0["value"] as? String == "dark" }
            let isLight = appearances.isEmpty || appearances.contains { $0["appearance"] as? String == "luminosity" && $0["value"] as? String == "light" }
            guard isDark || isLight, let color = entry["color"] as? [String: Any] else { continue }
            let made = try self.color(color, at: "colors[\(index)].color")
            // In light appearance a "light" entry wins over the "any" one, as on iOS.
            if isDark { dark = dark ?? made } else if appearances.isEmpty { any = any ?? made } else { light = light ?? made }
        }
        guard let light = light ?? any ?? dark else { throw Failure(description: "no colour for any appearance") }
        guard let dark else { return light }
        return UIColor(light: light, dark: dark)
    }

    private static func color(_ color: [String: Any], at path: String) throws -> UIColor {
        if let reference = color["reference"] as? String {
            guard let system = systemColors[reference] else { throw Failure(description: "\(path).reference: no system colour \"\(reference)\"") }
            return system
        }
        guard let components = color["components"] as? [String: Any] else { throw Failure(description: "\(path): no \"components\"") }
        func value(_ key: String) throws -> CGFloat {
            guard let raw = components[key] else { throw Failure(description: "\(path).components: no \"\(key)\"") }
            guard let parsed = component(raw), parsed >= 0, parsed <= 1 else {
                throw Failure(description: "\(path).components.\(key): \"\(raw)\" is not a component (0 to 1, 0 to 255 or 0x00 to 0xFF)")
            }
            return parsed
        }
        let alpha = components["alpha"] == nil ? 1 : try value("alpha")
        if components["white"] != nil {
            return UIColor(white: try value("white"), alpha: alpha)
        }
        return UIColor(red: try value("red"), green: try value("green"), blue: try value("blue"), alpha: alpha)
    }

    /// A component as Xcode writes it: "0x33" is hexadecimal of 255, "0.200" a fraction, "51"
    /// (no point) a whole number of 255.
    static func component(_ raw: Any) -> CGFloat? {
        if let number = raw as? Double { return CGFloat(number) }
        guard let text = (raw as? String)?.trimmingCharacters(in: .whitespaces) else { return nil }
        if text.lowercased().hasPrefix("0x") { return Int(text.dropFirst(2), radix: 16).map { CGFloat($0) / 255 } }
        if text.contains(".") { return Double(text).map { CGFloat($0) } }
        return Int(text).map { CGFloat($0) / 255 }
    }

    /// The system colours a set may refer to, by the names Xcode writes.
    static let systemColors: [String: UIColor] = [
        "systemRedColor": .systemRed, "systemOrangeColor": .systemOrange, "systemYellowColor": .systemYellow,
        "systemGreenColor": .systemGreen, "systemMintColor": .systemMint, "systemTealColor": .systemTeal,
        "systemCyanColor": .systemCyan, "systemBlueColor": .systemBlue, "systemIndigoColor": .systemIndigo,
        "systemPurpleColor": .systemPurple, "systemPinkColor": .systemPink, "systemBrownColor": .systemBrown,
        "systemGrayColor": .systemGray, "systemGray2Color": .systemGray2, "systemGray3Color": .systemGray3,
        "systemGray4Color": .systemGray4, "systemGray5Color": .systemGray5, "systemGray6Color": .systemGray6,
        "labelColor": .label, "secondaryLabelColor": .secondaryLabel, "tertiaryLabelColor": .tertiaryLabel,
        "quaternaryLabelColor": .quaternaryLabel, "placeholderTextColor": .placeholderText, "linkColor": .link,
        "separatorColor": .separator, "opaqueSeparatorColor": .opaqueSeparator,
        "systemFillColor": .systemFill, "secondarySystemFillColor": .secondarySystemFill,
        "tertiarySystemFillColor": .tertiarySystemFill, "quaternarySystemFillColor": .quaternarySystemFill,
        "systemBackgroundColor": .systemBackground, "secondarySystemBackgroundColor": .secondarySystemBackground,
        "tertiarySystemBackgroundColor": .tertiarySystemBackground, "systemGroupedBackgroundColor": .systemGroupedBackground,
        "secondarySystemGroupedBackgroundColor": .secondarySystemGroupedBackground,
        "tertiarySystemGroupedBackgroundColor": .tertiarySystemGroupedBackground,
        "darkTextColor": .darkText, "lightTextColor": .lightText,
        "blackColor": .black, "whiteColor": .white, "clearColor": .clear,
    ]
}
