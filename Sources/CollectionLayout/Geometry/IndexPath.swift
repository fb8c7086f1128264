import FoundationEssentials

/// The address of an element: its section and its item within the section.
///
/// It is Foundation's `IndexPath`, as in UIKit, so code that imports `UIKitCompat` (whose index
/// paths are Foundation's, as UIKit's are) together with this module meets one type, not two.
/// Paths here always hold two indexes, section first.
public typealias IndexPath = FoundationEssentials.IndexPath

// UIKit adds these to Foundation's type on Apple's platforms; Foundation on Linux has none of
// them, so the engine adds them for itself and for code written against UIKit.
extension IndexPath {
    /// The path of item `item` in section `section`.
    public init(item: Int, section: Int) {
        self.init(index: section)
        append(item)
    }

    /// The path of row `row` in section `section`, as table views spell it.
    public init(row: Int, section: Int) {
        self.init(item: row, section: section)
    }

    /// The section's index: the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The item's index within its section: the second index.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The item's index, as table views spell it.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
