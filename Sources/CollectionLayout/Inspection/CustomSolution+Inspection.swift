extension CustomSolution {
    /// What an inspector overlay draws of a custom layout within `rect`: its cells and
    /// supplementary elements as the layout answers for `rect`, each named by the layout's type.
    /// A custom layout has no groups, spacing or insets the engine knows of: its code places
    /// each element.
    public func inspection(in rect: Rect, offsets: ScrollOffsets) -> LayoutInspection {
        var result = LayoutInspection(rect: rect)
        let name = layout.inspectionName
        for element in elements(in: rect, offsets: offsets) {
            switch element.category {
            case .cell:
                result.items.append(InspectedItem(indexPath: element.indexPath, path: "\(name).item", depth: 0,
                                                  frame: element.frame, contentFrame: element.frame))
            case .supplementary:
                result.supplementaries.append(InspectedSupplementary(kind: element.elementKind ?? "", indexPath: element.indexPath,
                                                                     path: "\(name).supplementary", frame: element.frame,
                                                                     zIndex: element.zIndex, attachment: .layout))
            case .decoration:
                continue
            }
        }
        return result
    }
}
