import CollectionLayout
import CollectionView
import Testing
import UIKitCompat

/// `UIDevice.current` and `traitCollection.userInterfaceIdiom` as a layout reads them: the device
/// the collection view is shown as, by its size, within each solve.
@Suite struct DeviceTests {
    /// Two columns on a phone, four on a pad, as apps write it; each cell's width says which the
    /// provider saw, through `UIDevice` and through the trait collection alike.
    static func adaptiveGrid() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            let device = UIDevice.current.userInterfaceIdiom
            let traits = environment.traitCollection.userInterfaceIdiom
            let columns = device == .pad && traits == .pad ? 4 : (device == .phone && traits == .phone ? 2 : 1)
            let landscape = UIDevice.current.orientation.isLandscape
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1 / CGFloat(columns)),
                                                                                 heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(landscape ? 50 : 100)),
                subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
    }

    @Test("the idiom and orientation follow the size of the view being laid out", arguments: [
        // iPhone SE, 15 Pro Max in portrait and landscape; iPad mini and iPad Pro 13" both ways.
        (375.0, 667.0, 2, 100.0), (430.0, 932.0, 2, 100.0), (932.0, 430.0, 2, 50.0), (667.0, 375.0, 2, 50.0),
        (744.0, 1133.0, 4, 100.0), (1133.0, 744.0, 4, 50.0), (1032.0, 1376.0, 4, 100.0),
    ])
    func idiomAndOrientation(width: Double, height: Double, columns: Int, rowHeight: Double) throws {
        let solved = try Self.adaptiveGrid().collectionViewLayout.solveLayout(container: Size(width: width, height: height), itemCounts: [8])
        let first = try #require(solved.attributesForItem(at: CollectionLayout.IndexPath(item: 0, section: 0), offsets: solved.unscrolledOffsets))
        #expect(first.frame == Rect(x: 0, y: 0, width: width / Double(columns), height: rowHeight))
    }

    @Test("layouts solved at once at a phone's and a pad's size each see their own device")
    func concurrentSolves() async throws {
        try await withThrowingTaskGroup(of: Double.self) { group in
            for _ in 0..<20 {
                group.addTask { try Self.adaptiveGrid().layoutWidth(375, 667) }
                group.addTask { try Self.adaptiveGrid().layoutWidth(1024, 1366) }
            }
            var widths: [Double: Int] = [:]
            for try await width in group { widths[width, default: 0] += 1 }
            #expect(widths == [187.5: 20, 256: 20])
        }
    }

    @Test("orientations and idioms have UIKits raw values") func orientationsAndIdiomsHaveUIKitsRawValues() {
        #expect([UIDeviceOrientation.unknown, .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight, .faceUp, .faceDown].map(\.rawValue)
                == Array(0...6))
        #expect([UIUserInterfaceIdiom.unspecified, .phone, .pad, .tv, .carPlay, .mac, .vision].map(\.rawValue) == [-1, 0, 1, 2, 3, 5, 6])
        #expect(UIDeviceOrientation.landscapeRight.isLandscape && !UIDeviceOrientation.faceUp.isValidInterfaceOrientation)
        #expect(UIDeviceOrientation.portraitUpsideDown.isPortrait && UIDeviceOrientation.faceDown.isFlat)
    }

    @Test("every system colour has Apple's light value", arguments: [
        (UIColor.systemRed, ContentColor(red: 255, green: 59, blue: 48)), (.systemOrange, ContentColor(red: 255, green: 149, blue: 0)),
        (.systemYellow, ContentColor(red: 255, green: 204, blue: 0)), (.systemGreen, ContentColor(red: 52, green: 199, blue: 89)),
        (.systemMint, ContentColor(red: 0, green: 199, blue: 190)), (.systemTeal, ContentColor(red: 48, green: 176, blue: 199)),
        (.systemCyan, ContentColor(red: 50, green: 173, blue: 230)), (.systemBlue, ContentColor(red: 0, green: 122, blue: 255)),
        (.systemIndigo, ContentColor(red: 88, green: 86, blue: 214)), (.systemPurple, ContentColor(red: 175, green: 82, blue: 222)),
        (.systemPink, ContentColor(red: 255, green: 45, blue: 85)), (.systemBrown, ContentColor(red: 162, green: 132, blue: 94)),
        (.systemGray, ContentColor(red: 142, green: 142, blue: 147)), (.systemGray2, ContentColor(red: 174, green: 174, blue: 178)),
        (.systemGray3, ContentColor(red: 199, green: 199, blue: 204)), (.systemGray4, ContentColor(red: 209, green: 209, blue: 214)),
        (.systemGray5, ContentColor(red: 229, green: 229, blue: 234)), (.systemGray6, ContentColor(red: 242, green: 242, blue: 247)),
        (.link, ContentColor(red: 0, green: 122, blue: 255)), (.opaqueSeparator, ContentColor(red: 198, green: 198, blue: 200)),
        (.systemFill, ContentColor(red: 120, green: 120, blue: 128, alpha: 51)),
        (.secondarySystemFill, ContentColor(red: 120, green: 120, blue: 128, alpha: 41)),
        (.tertiarySystemFill, ContentColor(red: 118, green: 118, blue: 128, alpha: 31)),
        (.quaternarySystemFill, ContentColor(red: 116, green: 116, blue: 128, alpha: 20)),
        (.quaternaryLabel, ContentColor(red: 60, green: 60, blue: 67, alpha: 46)),
        (.secondarySystemBackground, ContentColor(red: 242, green: 242, blue: 247)),
        (.tertiarySystemGroupedBackground, ContentColor(red: 242, green: 242, blue: 247)),
        (.orange, ContentColor(red: 255, green: 128, blue: 0)), (.brown, ContentColor(red: 153, green: 102, blue: 51)),
    ])
    func systemColours(colour: UIColor, expected: ContentColor) {
        #expect(colour.contentColor.resolved(for: .light) == expected)
    }
}

private extension UICollectionViewCompositionalLayout {
    /// The first cell's width in a view of `width` by `height`.
    func layoutWidth(_ width: Double, _ height: Double) throws -> Double {
        let solved = try collectionViewLayout.solveLayout(container: Size(width: width, height: height), itemCounts: [4])
        return solved.attributesForItem(at: CollectionLayout.IndexPath(item: 0, section: 0), offsets: solved.unscrolledOffsets)?.frame.width ?? -1
    }
}
