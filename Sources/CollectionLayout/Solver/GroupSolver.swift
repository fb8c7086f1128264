/// Solves a group, and the groups nested in it, into a `GroupTemplate`.
enum GroupSolver {
    /// `contentInsets` do not apply on an axis whose dimension is estimated, as in UIKit.
    static func effectiveInsets(_ insets: DirectionalEdgeInsets, for size: LayoutSize) -> DirectionalEdgeInsets {
        var result = insets
        if size.widthDimension.isEstimated { result = result.zeroing(.horizontal) }
        if size.heightDimension.isEstimated { result = result.zeroing(.vertical) }
        return result
    }

    /// The most items one top-level group may hold, nested groups included: a repeated group
    /// of repeated groups multiplies, and each item costs memory in the template.
    static let maximumLeaves = 100_000

    /// Solves `group` at `size`. Only the first `leafLimit` items are laid out: a section with
    /// fewer items than its group holds never shows the rest, so a `count` of 10,000 costs a
    /// ten-item section ten cells.
    /// A `recorder`, when given, is told what solving passes through, for inspection.
    static func solve(_ group: LayoutGroup, size: Size, path: String, leafLimit: Int = .max,
                      recorder: TemplateRecorder? = nil) throws(LayoutError) -> GroupTemplate {
        var template = try solveContent(group, size: size, path: path, leafLimit: Swift.max(1, leafLimit),
                                        recorder: recorder, place: .top)
        template.numberGroupSupplementaries()
        return template
    }

    private static func solveContent(_ group: LayoutGroup, size: Size, path: String, leafLimit: Int,
                                     recorder: TemplateRecorder?, place: TemplateRecorder.Place) throws(LayoutError) -> GroupTemplate {
        var template = GroupTemplate(size: size)
        let insets = effectiveInsets(group.contentInsets, for: group.layoutSize)
        let content = Rect(origin: .zero, size: size).inset(by: insets)
        guard content.width >= 0, content.height >= 0 else {
            throw LayoutError(path: path + ".contentInsets", message: "the insets are larger than the group (\(size))")
        }
        recorder?.group(size: size, content: content, path: path, at: place)

        switch group.arrangement {
        case .custom(let provider):
            let environment = LayoutEnvironment(container: LayoutContainer(contentSize: size, contentInsets: insets))
            let items = provider.items(for: environment)
            guard !items.isEmpty else {
                throw LayoutError(path: path + ".customItems", message: "a custom group needs at least one item")
            }
            for (index, item) in items.enumerated() where index < leafLimit {
                let f = item.frame
                guard [f.minX, f.minY, f.width, f.height].allSatisfy(\.isFinite), f.width >= 0, f.height >= 0 else {
                    throw LayoutError(path: path + ".customItems[\(index)].frame", message: "expected a finite frame with a size of 0 or more, got \(f)")
                }
                let frame = f.offsetBy(dx: content.minX, dy: content.minY)
                recorder?.item(frame: frame, path: path + ".customItems[\(index)]", at: place)
                template.cells.append(.init(frame: frame, zIndex: item.zIndex))
            }
        case .horizontal, .vertical:
            let axis = group.arrangement.axis ?? .horizontal
            let slots = try LinePlacement(group: group, available: content.size, axis: axis, path: path).place()
            // Shared strings, so a recorded template holds one copy of each path, not one per slot.
            let subitemPaths = recorder == nil ? [] : group.subitems.indices.map { path + subitemKey(group, index: $0) }
            for slot in slots {
                guard template.cells.count < leafLimit else { break }
                guard template.cells.count < maximumLeaves else {
                    throw LayoutError(path: path, message: "the group holds more than \(maximumLeaves) items with its nested groups; make the items larger or the counts smaller")
                }
                let frame = slot.rect.offsetBy(dx: content.minX, dy: content.minY)
                if let recorder {
                    recorder.spacing(around: slot, of: group, axis: axis, content: content, groupPath: path,
                                     subitemPath: subitemPaths[slot.subitem], firstLeaf: place.firstLeaf + template.cells.count, at: place)
                }
                switch group.subitems[slot.subitem] {
                case .item(let item):
                    let cellFrame = nonNegative(frame.inset(by: effectiveInsets(item.contentInsets, for: item.layoutSize)))
                    let leaf = template.cells.count
                    recorder?.item(frame: frame, path: subitemPaths[slot.subitem], at: place)
                    template.cells.append(.init(frame: cellFrame, zIndex: 0))
                    for (index, supplementary) in item.supplementaryItems.enumerated() {
                        if let recorder {
                            recorder.anchor(supplementary, on: cellFrame, path: subitemPaths[slot.subitem] + ".supplementaryItems[\(index)]", at: place)
                        }
                        template.supplementaries.append(.init(
                            kind: supplementary.elementKind, frame: supplementary.frame(attachedTo: cellFrame),
                            zIndex: supplementary.zIndex, anchor: .item(leaf)))
                    }
                case .group(let nested):
                    let childPath = path + subitemKey(group, index: slot.subitem)
                    let childPlace = TemplateRecorder.Place(origin: Point(x: place.origin.x + frame.minX, y: place.origin.y + frame.minY),
                                                            depth: place.depth + 1, firstLeaf: place.firstLeaf + template.cells.count)
                    let child = try solveContent(nested, size: frame.size, path: childPath, leafLimit: leafLimit - template.cells.count,
                                                 recorder: recorder, place: childPlace)
                    template.append(child, at: frame.origin)
                }
            }
        }

        // A group's supplementary items anchor to its frame less its content insets, as an
        // item's do: faberNovel's picture puts a bar anchored to the trailing edge of a
        // 375-point group with a 20-point trailing inset at x 355, not 375.
        for (index, supplementary) in group.supplementaryItems.enumerated() {
            recorder?.anchor(supplementary, on: content, path: path + ".supplementaryItems[\(index)]", at: place)
            template.supplementaries.append(.init(
                kind: supplementary.elementKind, frame: supplementary.frame(attachedTo: content),
                zIndex: supplementary.zIndex, anchor: .group(firstLeaf: 0, ordinal: 0)))
        }
        return template
    }

    /// Insets larger than their item leave a cell of zero size, never a negative one.
    static func nonNegative(_ frame: Rect) -> Rect {
        Rect(x: frame.minX, y: frame.minY, width: Swift.max(0, frame.width), height: Swift.max(0, frame.height))
    }

    /// The layout file's key for a subitem, so errors name the same path in Swift and JSON.
    static func subitemKey(_ group: LayoutGroup, index: Int) -> String {
        switch group.subitemCount {
        case .fill: return ".subitems[\(index)]"
        case .count: return ".subitem"
        case .repeating: return ".repeatingSubitem"
        }
    }
}
