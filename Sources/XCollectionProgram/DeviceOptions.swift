import ArgumentParser
import CollectionLayout

/// The device the collection view is shown as, and the display scale of pictures. One titled
/// group of `xcollection --help`.
struct DeviceOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Show the layout as this device shows it: its screen, safe area, margins, size classes and display scale (see --list-devices). Not with --size.", valueName: "name"),
            transform: DeviceOptions.parseDevice)
    var device: Device?

    @Option(name: .long, help: ArgumentHelp("With --device, how it is held (default portrait).", valueName: "portrait|landscape"),
            transform: DeviceOptions.parseOrientation)
    var orientation: DeviceOrientation?

    @Option(name: .long, help: ArgumentHelp("Pixels per point: of --screenshot and --compare pictures (default 1, or the device's), and of the window (default the desktop's, from the Xft.dpi resource: 192 is 2). Dumps stay in points.", valueName: "1|2|3"),
            transform: DeviceOptions.parseScale)
    var scale: Double?

    @Option(name: .long, help: ArgumentHelp("Light or dark appearance: system colours take Apple's values for it (default light).", valueName: "light|dark"),
            transform: DeviceOptions.parseAppearance)
    var appearance: UserInterfaceStyle?

    @Option(name: .long, help: ArgumentHelp("The text size, by UIKit's name (default large): extraSmall … extraExtraExtraLarge, accessibilityMedium … accessibilityExtraExtraExtraLarge. Text styles take Apple's Dynamic Type sizes for it.", valueName: "name"),
            transform: DeviceOptions.parseContentSizeCategory)
    var contentSizeCategory: ContentSizeCategory?

    @Option(name: .long, help: ArgumentHelp("With --screenshot or --compare FILE.png, one labelled picture of the layout on every device, in both appearances, or at every text size.", valueName: "devices|appearances|content-sizes"),
            transform: DeviceOptions.parseVariants)
    var variants: TraitVariants?

    @Flag(name: .long, help: "With --device, draw the status bar and the home indicator over the content, as the simulator shows them.")
    var deviceChrome = false

    @Flag(name: .long, help: "List the devices with their screens, and exit.")
    var listDevices = false

    static func parseDevice(_ text: String) throws -> Device {
        guard let device = Device.named(text) else {
            throw ValidationError("no device named \"\(text)\"; the devices are \(Device.all.map(\.name).joined(separator: ", "))")
        }
        return device
    }

    static func parseOrientation(_ text: String) throws -> DeviceOrientation {
        guard let orientation = DeviceOrientation(rawValue: text) else {
            throw ValidationError("expected portrait or landscape, not \"\(text)\"")
        }
        return orientation
    }

    static func parseContentSizeCategory(_ text: String) throws -> ContentSizeCategory {
        guard let category = ContentSizeCategory(rawValue: text) else {
            throw ValidationError("no content size category named \"\(text)\"; the categories are \(ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return category
    }

    /// The person's traits the options give: the appearance and the text size.
    var traits: Traits {
        Traits(userInterfaceStyle: appearance ?? .light, preferredContentSizeCategory: contentSizeCategory ?? .large)
    }

    static func parseAppearance(_ text: String) throws -> UserInterfaceStyle {
        guard let style = UserInterfaceStyle(rawValue: text) else { throw ValidationError("expected light or dark, not \"\(text)\"") }
        return style
    }

    static func parseVariants(_ text: String) throws -> TraitVariants {
        guard let variants = TraitVariants(rawValue: text) else {
            throw ValidationError("expected devices, appearances or content-sizes, not \"\(text)\"")
        }
        return variants
    }

    static func parseScale(_ text: String) throws -> Double {
        guard let scale = Int(text), (1...3).contains(scale) else {
            throw ValidationError("expected a whole scale of 1, 2 or 3, not \"\(text)\"")
        }
        return Double(scale)
    }

    /// The devices, a line each: the name to give, the device, its screen held upright and its scale.
    static var deviceList: String {
        let width = Device.all.map(\.name.count).max() ?? 0
        return Device.all.map { device in
            let size = device.portraitSize
            return device.name.padded(to: width + 2)
                + "\(device.displayName), \(NumberFormat.string(size.width))x\(NumberFormat.string(size.height)) points at \(NumberFormat.string(device.displayScale))x\n"
        }.joined()
    }
}
