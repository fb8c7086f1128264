import CollectionLayout
import UIKitCompat

/// The dump `LayoutDump.string` writes for an engine layout, scrolled to `mainOffset` along its
/// direction with orthogonal sections at their start: what `layoutDump(size:itemCounts:contentOffset:)`
/// must equal for the UIKit spelling of the same layout.
func nativeDump(_ layout: CompositionalLayout, width: Double, height: Double, itemCounts: [Int], mainOffset: Double = 0) -> String {
    do {
        let solved = try layout.solve(container: Size(width: width, height: height), itemCounts: itemCounts)
        var offsets = solved.unscrolledOffsets
        offsets.main = mainOffset
        return LayoutDump.string(solved, offsets: offsets)
    } catch {
        return "error: \(error)"
    }
}

/// The same for an engine flow layout, its headers and footers of UIKit's kinds.
func nativeDump(_ layout: FlowLayout, width: Double, height: Double, itemCounts: [Int], mainOffset: Double = 0) -> String {
    do {
        let solved = try layout.withUIKitKinds.solve(container: Size(width: width, height: height), itemCounts: itemCounts)
        var offsets = solved.unscrolledOffsets
        offsets.main = mainOffset
        return LayoutDump.string(solved, offsets: offsets)
    } catch {
        return "error: \(error)"
    }
}

extension FlowLayout {
    /// The engine's flow layout as UIKitCompat's gives it: headers and footers of UIKit's kinds.
    var withUIKitKinds: FlowLayout {
        var layout = self
        layout.headerElementKind = UICollectionView.elementKindSectionHeader
        layout.footerElementKind = UICollectionView.elementKindSectionFooter
        return layout
    }
}
