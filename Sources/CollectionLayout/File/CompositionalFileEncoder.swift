/// Writes compositional descriptions in the layout file form; keys at their defaults are left out.
enum CompositionalFileEncoder {
    typealias Members = [(key: String, value: JSONValue)]

    static func encode(_ document: CompositionalDocument) -> Members {
        var members: Members = []
        var configuration = configurationMembers(document.configuration)
        ContentFileEncoder.addLayoutSupplementaries(document.content.layoutSupplementaries, to: &configuration)
        if !configuration.isEmpty { members.append(("configuration", .object(configuration))) }
        let sections = zip(document.sections, document.itemCounts).enumerated().map { index, section in
            self.section(section.0, items: section.1, content: document.content.section(index))
        }
        members.append(("sections", .array(sections)))
        return members
    }

    static func configurationMembers(_ c: CompositionalLayoutConfiguration) -> Members {
        var members: Members = []
        if c.scrollDirection != .vertical { members.append(("scrollDirection", .string(c.scrollDirection.rawValue))) }
        if c.interSectionSpacing != 0 { members.append(("interSectionSpacing", .number(c.interSectionSpacing))) }
        if !c.boundarySupplementaryItems.isEmpty { members.append(("boundarySupplementaryItems", .array(c.boundarySupplementaryItems.map(boundary)))) }
        return members
    }

    static func section(_ s: LayoutSection, items: Int, content: SectionContentDescription = .init()) -> JSONValue {
        if let list = s.listConfiguration { return ListFileEncoder.section(list, items: items, content: content) }
        var members: Members = [("items", .number(Double(items))), ("group", group(s.group))]
        if s.contentInsets != .zero { members.append(("contentInsets", insets(s.contentInsets))) }
        if s.contentInsetsReference != .automatic { members.append(("contentInsetsReference", .string(s.contentInsetsReference.rawValue))) }
        if s.interGroupSpacing != 0 { members.append(("interGroupSpacing", .number(s.interGroupSpacing))) }
        if s.orthogonalScrollingBehavior != .none { members.append(("orthogonalScrollingBehavior", .string(s.orthogonalScrollingBehavior.rawValue))) }
        if !s.boundarySupplementaryItems.isEmpty { members.append(("boundarySupplementaryItems", .array(s.boundarySupplementaryItems.map(boundary)))) }
        if !s.decorationItems.isEmpty { members.append(("decorationItems", .array(s.decorationItems.map(decoration)))) }
        if !s.supplementariesFollowContentInsets { members.append(("supplementariesFollowContentInsets", .bool(false))) }
        if let effect = s.visibleItemsInvalidationHandler?.effect { members.append((VisibleItemsEffectFile.key, VisibleItemsEffectFile.value(effect))) }
        ContentFileEncoder.addCompositional(content, to: &members)
        return .object(members)
    }

    static func subitem(_ subitem: LayoutSubitem) -> JSONValue {
        switch subitem {
        case .group(let g): return group(g)
        case .item(let item):
            var members: Members = [("size", size(item.layoutSize))]
            members += common(item.contentInsets, item.edgeSpacing, item.supplementaryItems)
            return .object(members)
        }
    }

    static func group(_ g: LayoutGroup) -> JSONValue {
        var members: Members = []
        switch g.arrangement {
        case .horizontal: members.append(("group", .string("horizontal")))
        case .vertical: members.append(("group", .string("vertical")))
        case .custom: members.append(("group", .string("custom")))
        }
        members.append(("size", size(g.layoutSize)))
        if case .custom(let provider) = g.arrangement {
            // A closure-made provider has no file form; its items for an empty environment stand in.
            let items = provider.fixedItems ?? provider.items(for: LayoutEnvironment(container: LayoutContainer(contentSize: .zero)))
            members.append(("customItems", .array(items.map(customItem))))
        }
        if g.arrangement.axis != nil {
            switch g.subitemCount {
            case .fill: members.append(("subitems", .array(g.subitems.map(subitem))))
            case .count(let n): members += [("subitem", subitem(g.subitems[0])), ("count", .number(Double(n)))]
            case .repeating(let n): members += [("repeatingSubitem", subitem(g.subitems[0])), ("count", .number(Double(n)))]
            }
        }
        if let spacing = g.interItemSpacing { members.append(("interItemSpacing", .string(spacing.description))) }
        members += common(g.contentInsets, g.edgeSpacing, g.supplementaryItems)
        return .object(members)
    }

    private static func common(_ contentInsets: DirectionalEdgeInsets, _ edgeSpacing: LayoutEdgeSpacing?,
                               _ supplementaries: [LayoutSupplementaryItem]) -> Members {
        var members: Members = []
        if contentInsets != .zero { members.append(("contentInsets", insets(contentInsets))) }
        if let e = edgeSpacing {
            var edges: Members = []
            if let v = e.leading { edges.append(("leading", .string(v.description))) }
            if let v = e.top { edges.append(("top", .string(v.description))) }
            if let v = e.trailing { edges.append(("trailing", .string(v.description))) }
            if let v = e.bottom { edges.append(("bottom", .string(v.description))) }
            members.append(("edgeSpacing", .object(edges)))
        }
        if !supplementaries.isEmpty { members.append(("supplementaryItems", .array(supplementaries.map(supplementary)))) }
        return members
    }

    static func customItem(_ item: LayoutGroupCustomItem) -> JSONValue {
        let f = item.frame
        var members: Members = [("frame", .array([.number(f.minX), .number(f.minY), .number(f.width), .number(f.height)]))]
        if item.zIndex != 0 { members.append(("zIndex", .number(Double(item.zIndex)))) }
        return .object(members)
    }

    static func size(_ s: LayoutSize) -> JSONValue {
        .object([("width", .string(s.widthDimension.description)), ("height", .string(s.heightDimension.description))])
    }

    static func insets(_ i: DirectionalEdgeInsets) -> JSONValue {
        .object([("top", .number(i.top)), ("leading", .number(i.leading)), ("bottom", .number(i.bottom)), ("trailing", .number(i.trailing))])
    }

    static func point(_ p: Point) -> JSONValue { .array([.number(p.x), .number(p.y)]) }

    static func anchor(_ a: LayoutAnchor) -> JSONValue {
        var members: Members = [("edges", .array(a.edges.names.map { .string($0) }))]
        switch a.offset {
        case .absolute(let p): if p != .zero { members.append(("absoluteOffset", point(p))) }
        case .fractional(let p): members.append(("fractionalOffset", point(p)))
        }
        return .object(members)
    }

    static func supplementary(_ s: LayoutSupplementaryItem) -> JSONValue {
        var members: Members = [("elementKind", .string(s.elementKind)), ("size", size(s.layoutSize)), ("containerAnchor", anchor(s.containerAnchor))]
        if let itemAnchor = s.itemAnchor { members.append(("itemAnchor", anchor(itemAnchor))) }
        if s.zIndex != 1 { members.append(("zIndex", .number(Double(s.zIndex)))) }
        return .object(members)
    }

    static func boundary(_ b: LayoutBoundarySupplementaryItem) -> JSONValue {
        var members: Members = [("elementKind", .string(b.elementKind)), ("size", size(b.layoutSize)), ("alignment", .string(b.alignment.rawValue))]
        if b.offset != .zero { members.append(("offset", point(b.offset))) }
        if b.pinToVisibleBounds { members.append(("pinToVisibleBounds", .bool(true))) }
        if !b.extendsBoundary { members.append(("extendsBoundary", .bool(false))) }
        if b.zIndex != 1 { members.append(("zIndex", .number(Double(b.zIndex)))) }
        return .object(members)
    }

    static func decoration(_ d: LayoutDecorationItem) -> JSONValue {
        var members: Members = [("elementKind", .string(d.elementKind))]
        if d.contentInsets != .zero { members.append(("contentInsets", insets(d.contentInsets))) }
        if d.zIndex != 0 { members.append(("zIndex", .number(Double(d.zIndex)))) }
        return .object(members)
    }
}
