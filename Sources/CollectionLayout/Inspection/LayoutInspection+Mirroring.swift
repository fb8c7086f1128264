extension Rect {
    /// The rect reflected across the vertical line `x = width / 2`: what a left-to-right frame
    /// becomes in a right-to-left layout `width` wide.
    public func mirrored(about width: Double) -> Rect {
        Rect(x: width - maxX, y: minY, width: self.width, height: height)
    }
}

extension Point {
    /// The point reflected across the vertical line `x = width / 2`.
    func mirrored(about width: Double) -> Point {
        Point(x: width - x, y: y)
    }
}

extension LayoutInspection {
    /// The inspection of the same layout run right to left, `width` wide: every rect and point
    /// reflected, anchor offsets turned the other way, orthogonal sections marked as running
    /// right to left. Alignments stay as written: leading is leading in either direction.
    func mirrored(about width: Double) -> LayoutInspection {
        var result = LayoutInspection(rect: rect.mirrored(about: width))
        result.runsRightToLeft = true
        result.groups = groups.map {
            var g = $0
            g.frame = g.frame.mirrored(about: width)
            g.contentFrame = g.contentFrame.mirrored(about: width)
            return g
        }
        result.items = items.map {
            var i = $0
            i.frame = i.frame.mirrored(about: width)
            i.contentFrame = i.contentFrame.mirrored(about: width)
            i.estimatedFrame = i.estimatedFrame?.mirrored(about: width)
            return i
        }
        result.spacing = spacing.map {
            var s = $0
            s.frame = s.frame.mirrored(about: width)
            return s
        }
        result.sectionInsets = sectionInsets.map {
            var s = $0
            s.frame = s.frame.mirrored(about: width)
            s.contentFrame = s.contentFrame.mirrored(about: width)
            return s
        }
        result.supplementaries = supplementaries.map {
            var s = $0
            s.frame = s.frame.mirrored(about: width)
            s.estimatedFrame = s.estimatedFrame?.mirrored(about: width)
            s.attachment = s.attachment.mirrored(about: width)
            return s
        }
        result.orthogonalSections = orthogonalSections.map {
            var o = $0
            o.strip = o.strip.mirrored(about: width)
            o.runsRightToLeft = true
            return o
        }
        result.lines = lines.map {
            var l = $0
            l.frame = l.frame.mirrored(about: width)
            return l
        }
        return result
    }
}

extension SupplementaryAttachment {
    func mirrored(about width: Double) -> SupplementaryAttachment {
        switch self {
        case let .boundary(alignment, isPinned, unpinnedFrame):
            return .boundary(alignment: alignment, isPinned: isPinned, unpinnedFrame: unpinnedFrame.mirrored(about: width))
        case let .item(anchor):
            return .item(anchor.mirrored(about: width))
        case let .group(anchor):
            return .group(anchor.mirrored(about: width))
        case .layout:
            return .layout
        }
    }
}

extension InspectedAnchor {
    func mirrored(about width: Double) -> InspectedAnchor {
        InspectedAnchor(containerFrame: containerFrame.mirrored(about: width), containerPoint: containerPoint.mirrored(about: width),
                        itemPoint: itemPoint.mirrored(about: width), offset: Point(x: -offset.x, y: offset.y))
    }
}
