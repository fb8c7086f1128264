/// Refuses numbers no layout can use (negative, NaN, infinite) before anything is solved, naming
/// the layout file path of the value, so Swift-built and file-read layouts fail alike.
enum DescriptionValidator {
    static func validate(_ configuration: CompositionalLayoutConfiguration) throws(LayoutError) {
        try nonNegative(configuration.interSectionSpacing, "configuration.interSectionSpacing")
        for (index, item) in configuration.boundarySupplementaryItems.enumerated() {
            try validate(item, path: "configuration.boundarySupplementaryItems[\(index)]")
        }
    }

    static func validate(_ section: LayoutSection, path: String) throws(LayoutError) {
        try validate(section.contentInsets, path: path + ".contentInsets")
        try nonNegative(section.interGroupSpacing, path + ".interGroupSpacing")
        try validate(group: section.group, path: path + ".group")
        for (index, item) in section.boundarySupplementaryItems.enumerated() {
            try validate(item, path: path + ".boundarySupplementaryItems[\(index)]")
        }
        for (index, item) in section.decorationItems.enumerated() {
            let itemPath = path + ".decorationItems[\(index)]"
            try validate(item.contentInsets, path: itemPath + ".contentInsets")
            switch item.placement {
            case .section:
                break
            case .groups(let skipped):
                guard skipped >= 0 else { throw LayoutError(path: itemPath + ".placement", message: "expected 0 or more groups to skip, got \(skipped)") }
            case .itemSeparators(let separators):
                try nonNegative(separators.thickness, itemPath + ".placement.thickness")
                try nonNegative(separators.leadingInset, itemPath + ".placement.leadingInset")
                try nonNegative(separators.trailingInset, itemPath + ".placement.trailingInset")
                guard separators.firstItem >= 0 else {
                    throw LayoutError(path: itemPath + ".placement.firstItem", message: "expected an item of 0 or more, got \(separators.firstItem)")
                }
            }
        }
    }

    static func validate(group: LayoutGroup, path: String) throws(LayoutError) {
        try validate(size: group.layoutSize, path: path + ".size")
        try validate(group.contentInsets, path: path + ".contentInsets")
        try validate(group.edgeSpacing, path: path + ".edgeSpacing")
        try validate(group.supplementaryItems, path: path + ".supplementaryItems")
        if let spacing = group.interItemSpacing { try nonNegative(spacing.spacing, path + ".interItemSpacing") }
        for (index, subitem) in group.subitems.enumerated() {
            let subpath = path + GroupSolver.subitemKey(group, index: index)
            switch subitem {
            case .item(let item):
                try validate(size: item.layoutSize, path: subpath + ".size")
                try validate(item.contentInsets, path: subpath + ".contentInsets")
                try validate(item.edgeSpacing, path: subpath + ".edgeSpacing")
                try validate(item.supplementaryItems, path: subpath + ".supplementaryItems")
            case .group(let nested):
                try validate(group: nested, path: subpath)
            }
        }
    }

    private static func validate(_ item: LayoutBoundarySupplementaryItem, path: String) throws(LayoutError) {
        try validate(size: item.layoutSize, path: path + ".size")
        try finite(item.offset.x, path + ".offset[0]")
        try finite(item.offset.y, path + ".offset[1]")
    }

    private static func validate(_ items: [LayoutSupplementaryItem], path: String) throws(LayoutError) {
        for (index, item) in items.enumerated() {
            let itemPath = "\(path)[\(index)]"
            try validate(size: item.layoutSize, path: itemPath + ".size")
            try validate(item.containerAnchor, path: itemPath + ".containerAnchor")
            if let anchor = item.itemAnchor { try validate(anchor, path: itemPath + ".itemAnchor") }
        }
    }

    private static func validate(_ anchor: LayoutAnchor, path: String) throws(LayoutError) {
        switch anchor.offset {
        case .absolute(let p):
            try finite(p.x, path + ".absoluteOffset[0]"); try finite(p.y, path + ".absoluteOffset[1]")
        case .fractional(let p):
            try finite(p.x, path + ".fractionalOffset[0]"); try finite(p.y, path + ".fractionalOffset[1]")
        }
    }

    static func validate(size: LayoutSize, path: String) throws(LayoutError) {
        try nonNegative(size.widthDimension.dimension, path + ".width")
        try nonNegative(size.heightDimension.dimension, path + ".height")
    }

    static func validate(_ insets: DirectionalEdgeInsets, path: String) throws(LayoutError) {
        try nonNegative(insets.top, path + ".top")
        try nonNegative(insets.leading, path + ".leading")
        try nonNegative(insets.bottom, path + ".bottom")
        try nonNegative(insets.trailing, path + ".trailing")
    }

    private static func validate(_ spacing: LayoutEdgeSpacing?, path: String) throws(LayoutError) {
        guard let spacing else { return }
        for (name, value) in [("leading", spacing.leading), ("top", spacing.top), ("trailing", spacing.trailing), ("bottom", spacing.bottom)] {
            if let value { try nonNegative(value.spacing, "\(path).\(name)") }
        }
    }

    static func finite(_ value: Double, _ path: String) throws(LayoutError) {
        guard value.isFinite else { throw LayoutError(path: path, message: "expected a finite number, got \(value)") }
        guard abs(value) <= LayoutLimits.maximumLength else {
            throw LayoutError(path: path, message: "expected a number from -1e15 to 1e15, got \(NumberFormat.string(value))")
        }
    }

    static func nonNegative(_ value: Double, _ path: String) throws(LayoutError) {
        guard value.isFinite, value >= 0 else {
            throw LayoutError(path: path, message: "expected a finite number of 0 or more, got \(NumberFormat.string(value))")
        }
        guard value <= LayoutLimits.maximumLength else {
            throw LayoutError(path: path, message: "expected a number from 0 to 1e15, got \(NumberFormat.string(value))")
        }
    }
}
