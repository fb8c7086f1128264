/// Writes a flow layout document in the layout file's flow form; values at UIKit's defaults
/// are left out.
enum FlowFileEncoder {
    typealias Members = [(key: String, value: JSONValue)]

    static func encode(_ document: FlowLayoutDocument) -> Members {
        var members: Members = []
        let flow = flowMembers(document.layout)
        if !flow.isEmpty { members.append(("flow", .object(flow))) }
        members.append(("sections", .array(document.sections.enumerated().map { section($1, content: document.content.section($0)) })))
        return members
    }

    static func flowMembers(_ layout: FlowLayout) -> Members {
        let defaults = FlowLayout()
        var members: Members = []
        if layout.scrollDirection != defaults.scrollDirection { members.append(("scrollDirection", .string(layout.scrollDirection.rawValue))) }
        if layout.itemSize != defaults.itemSize { members.append(("itemSize", size(layout.itemSize))) }
        if layout.estimatedItemSize != defaults.estimatedItemSize { members.append(("estimatedItemSize", size(layout.estimatedItemSize))) }
        if layout.minimumLineSpacing != defaults.minimumLineSpacing { members.append(("minimumLineSpacing", .number(layout.minimumLineSpacing))) }
        if layout.minimumInteritemSpacing != defaults.minimumInteritemSpacing {
            members.append(("minimumInteritemSpacing", .number(layout.minimumInteritemSpacing)))
        }
        if layout.sectionInset != defaults.sectionInset { members.append(("sectionInset", insets(layout.sectionInset))) }
        if layout.sectionInsetReference != defaults.sectionInsetReference {
            members.append(("sectionInsetReference", .string(layout.sectionInsetReference.rawValue)))
        }
        if layout.headerReferenceSize != defaults.headerReferenceSize { members.append(("headerReferenceSize", size(layout.headerReferenceSize))) }
        if layout.footerReferenceSize != defaults.footerReferenceSize { members.append(("footerReferenceSize", size(layout.footerReferenceSize))) }
        if layout.sectionHeadersPinToVisibleBounds { members.append(("sectionHeadersPinToVisibleBounds", .bool(true))) }
        if layout.sectionFootersPinToVisibleBounds { members.append(("sectionFootersPinToVisibleBounds", .bool(true))) }
        return members
    }

    static func section(_ s: FlowSection, content: SectionContentDescription = .init()) -> JSONValue {
        var members: Members = [("items", .number(Double(s.items)))]
        if !s.itemSizes.isEmpty { members.append(("itemSizes", .array(s.itemSizes.map(size)))) }
        if let v = s.sectionInset { members.append(("sectionInset", insets(v))) }
        if let v = s.minimumLineSpacing { members.append(("minimumLineSpacing", .number(v))) }
        if let v = s.minimumInteritemSpacing { members.append(("minimumInteritemSpacing", .number(v))) }
        if let v = s.headerReferenceSize { members.append(("headerReferenceSize", size(v))) }
        if let v = s.footerReferenceSize { members.append(("footerReferenceSize", size(v))) }
        ContentFileEncoder.addFlow(content, to: &members)
        return .object(members)
    }

    static func size(_ size: Size) -> JSONValue { .array([.number(size.width), .number(size.height)]) }

    /// All four edges, so the file reads the same as the Swift value.
    static func insets(_ insets: EdgeInsets) -> JSONValue {
        .object([("top", .number(insets.top)), ("left", .number(insets.left)),
                 ("bottom", .number(insets.bottom)), ("right", .number(insets.right))])
    }
}
