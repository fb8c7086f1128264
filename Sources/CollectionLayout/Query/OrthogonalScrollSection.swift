/// A section that scrolls along the cross axis on its own, with the geometry its scrolling needs
/// (the letters of `docs/scrolling.md`: `L`, `T`, `G`, `s`, `n`, `C`).
public struct OrthogonalScrollSection: Hashable, Sendable {
    /// The section's index.
    public let section: Int
    /// How the section scrolls and where it comes to rest.
    public let behavior: OrthogonalScrollingBehavior
    /// The band the section's own scroll view covers, in content coordinates: the whole cross
    /// extent of the collection view, and the groups plus the section's main-axis insets.
    /// Its cells and group supplementaries are clipped to it; boundary items are not in it.
    public let strip: Rect
    /// `L`: the section's content inset before its groups, along the cross axis.
    public let leadingInset: Double
    /// `T`: the section's content inset after its groups, along the cross axis.
    public let trailingInset: Double
    /// `G`: the top-level group's extent along the cross axis.
    public let groupExtent: Double
    /// `s`: the spacing between groups.
    public let groupSpacing: Double
    /// `n`: how many groups the section holds.
    public let groupCount: Int
    /// `C`: the extent of the section's content along the cross axis.
    public let contentExtent: Double
    /// Kinds of the section's boundary supplementaries, which stay outside the strip.
    public let boundaryKinds: Set<String>

    /// A section's scrolling geometry, from the solver.
    public init(section: Int, behavior: OrthogonalScrollingBehavior, strip: Rect, leadingInset: Double, trailingInset: Double,
                groupExtent: Double, groupSpacing: Double, groupCount: Int, contentExtent: Double, boundaryKinds: Set<String>) {
        self.section = section
        self.behavior = behavior
        self.strip = strip
        self.leadingInset = leadingInset
        self.trailingInset = trailingInset
        self.groupExtent = groupExtent
        self.groupSpacing = groupSpacing
        self.groupCount = groupCount
        self.contentExtent = contentExtent
        self.boundaryKinds = boundaryKinds
    }

    /// The offset range `[0, max(0, C − V)]` for a viewport `viewportExtent` wide.
    public func maximumOffset(viewportExtent: Double) -> Double {
        Swift.max(0, contentExtent - viewportExtent)
    }

    /// Whether an element of this section scrolls with it (cells and group supplementaries).
    public func scrollsWithSection(_ element: LayoutAttributes) -> Bool {
        scrollsWithSection(category: element.category, kind: element.elementKind, indexPath: element.indexPath)
    }

    /// The same, for an element known by its identity.
    public func scrollsWithSection(category: ElementCategory, kind: String?, indexPath: IndexPath) -> Bool {
        guard indexPath.section == section else { return false }
        switch category {
        case .cell: return true
        case .decoration: return false
        case .supplementary: return !(indexPath.item == 0 && boundaryKinds.contains(kind ?? ""))
        }
    }
}
