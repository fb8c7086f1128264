import CollectionLayout
import Testing

/// The named devices against their sources (docs/devices.md), and what a layout solved for
/// one sees: its environment's traits, safe area and margins, and section insets measured from them.
@Suite struct DeviceTests {
    @Test("screens, scales and safe areas as docs/devices.md lists them", arguments: [
        ("iphone-se-3", 375.0, 667.0, 2.0, DirectionalEdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0), DirectionalEdgeInsets.zero),
        ("iphone-13-mini", 375, 812, 3, DirectionalEdgeInsets(top: 50, leading: 0, bottom: 34, trailing: 0),
         DirectionalEdgeInsets(top: 0, leading: 50, bottom: 21, trailing: 50)),
        ("iphone-15", 393, 852, 3, DirectionalEdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0),
         DirectionalEdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59)),
        ("iphone-16-pro-max", 440, 956, 3, DirectionalEdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0),
         DirectionalEdgeInsets(top: 0, leading: 62, bottom: 21, trailing: 62)),
        ("ipad-mini-6", 744, 1133, 2, DirectionalEdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
         DirectionalEdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)),
        ("ipad-pro-11", 834, 1210, 2, DirectionalEdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
         DirectionalEdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)),
        ("ipad-pro-13", 1032, 1376, 2, DirectionalEdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
         DirectionalEdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)),
    ])
    func metrics(name: String, width: Double, height: Double, scale: Double, portrait: DirectionalEdgeInsets, landscape: DirectionalEdgeInsets) throws {
        let device = try #require(Device.named(name))
        #expect(device.host(in: .portrait).size == Size(width: width, height: height))
        #expect(device.host(in: .landscape).size == Size(width: height, height: width))
        #expect(device.host(in: .portrait).traits.displayScale == scale)
        #expect(device.host(in: .portrait).safeAreaInsets == portrait)
        #expect(device.host(in: .landscape).safeAreaInsets == landscape)
        #expect(device.host(in: .landscape).pixelSize == Size(width: height * scale, height: width * scale))
    }

    @Test("root view margins: the safe area above and below; beside, the safe area plus 16, at least 16 or 20 (measured on iOS 15)")
    func margins() {
        #expect(Device.iPhoneSE3.host(in: .portrait).layoutMargins == DirectionalEdgeInsets(top: 20, leading: 16, bottom: 0, trailing: 16))
        #expect(Device.iPhoneSE3.host(in: .landscape).layoutMargins == DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
        #expect(Device.iPhone13Mini.host(in: .landscape).layoutMargins == DirectionalEdgeInsets(top: 0, leading: 66, bottom: 21, trailing: 66))
        #expect(Device.iPhone16ProMax.host(in: .portrait).layoutMargins.leading == 20)
        #expect(Device.iPadMini6.host(in: .portrait).layoutMargins == DirectionalEdgeInsets(top: 24, leading: 20, bottom: 20, trailing: 20))
    }

    @Test("size classes and idiom: phones compact across, regular down, compact both on their side but the Pro Max; iPads regular")
    func traits() {
        func classes(_ device: Device, _ orientation: DeviceOrientation) -> [UserInterfaceSizeClass] {
            let traits = device.host(in: orientation).traits
            return [traits.horizontalSizeClass, traits.verticalSizeClass]
        }
        #expect(classes(.iPhone15, .portrait) == [.compact, .regular])
        #expect(classes(.iPhone15, .landscape) == [.compact, .compact])
        #expect(classes(.iPhone16ProMax, .landscape) == [.regular, .compact])
        #expect(classes(.iPadMini6, .portrait) == [.regular, .regular])
        #expect(classes(.iPadPro13, .landscape) == [.regular, .regular])
        #expect(Device.iPadPro11.host(in: .portrait).traits.userInterfaceIdiom == .pad)
        #expect(Device.iPhoneSE3.host(in: .landscape).traits.userInterfaceIdiom == .phone)
        #expect(Device.named("iphone-99") == nil)
        #expect(Device.all.count == 7)
    }

    @Test("a section provider solved for a device sees its traits, safe area and margins; at another size, a plain screen")
    func environment() throws {
        let seen = SeenEnvironments()
        let row = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
        let layout = CompositionalLayout { _, environment in
            seen.append(environment)
            var section = LayoutSection(group: .vertical(layoutSize: row, subitems: [LayoutItem(layoutSize: row)]))
            section.contentInsetsReference = .safeArea
            return section
        }
        let host = Device.iPhone15.host(in: .landscape)
        let solved = try host.solving { () throws(LayoutError) in try layout.solve(container: host.size, itemCounts: [1]) }
        let environment = try #require(seen.last)
        #expect(environment.traits.verticalSizeClass == .compact && environment.traits.displayScale == 3)
        #expect(environment.container.safeAreaInsets == DirectionalEdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59))
        #expect(environment.container.layoutMargins.leading == 75)
        // The safe area insets the section across the scrolling axis: clear of the sensor housing.
        #expect(solved.allElements().first?.frame == Rect(x: 59, y: 0, width: 734, height: 50))
        // A solve at another size inside the same host is a plain container.
        _ = try host.solving { () throws(LayoutError) in try layout.solve(container: Size(width: 300, height: 300), itemCounts: [1]) }
        #expect(seen.last?.container.safeAreaInsets == .zero)
        #expect(seen.last?.traits.displayScale == 1)
    }

    @Test("a flow layout's section insets from the safe area and from the margins, on an iPhone 15 on its side")
    func flowReference() throws {
        var layout = FlowLayout()
        // Two items a line, spread to its edges: the first starts where the line does.
        layout.itemSize = Size(width: 300, height: 50)
        let host = Device.iPhone15.host(in: .landscape)
        func firstX(_ reference: SectionInsetReference) throws -> Double? {
            layout.sectionInsetReference = reference
            let solved = try host.solving { () throws(LayoutError) in try layout.solve(container: host.size, itemCounts: [2]) }
            return solved.allElements().first?.frame.minX
        }
        #expect(try firstX(.fromContentInset) == 0)
        #expect(try firstX(.fromSafeArea) == 59)
        #expect(try firstX(.fromLayoutMargins) == 75)
    }

    @Test("a list's separators are one device pixel: a third of a point at 3x")
    func hairlines() throws {
        let layout = CompositionalLayout(section: .list(using: ListConfiguration(appearance: .plain)))
        let host = Device.iPhone15.host(in: .portrait)
        let solved = try host.solving { () throws(LayoutError) in try layout.solve(container: host.size, itemCounts: [2]) }
        let separator = try #require(solved.allElements().first { $0.elementKind == ListConfiguration.separatorElementKind })
        #expect(separator.frame.height == 1.0 / 3)
        #expect(separator.frame.maxY == 44)
    }
}

/// Environments a section provider was called with, from any thread.
final class SeenEnvironments: @unchecked Sendable {
    private var environments: [LayoutEnvironment] = []
    func append(_ environment: LayoutEnvironment) { environments.append(environment) }
    var last: LayoutEnvironment? { environments.last }
}
