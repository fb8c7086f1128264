/// Writes the layout dump of `../docs/layout-file.md`: one JSON object with the content size and
/// every element, streamed in chunks so a hundred million items need no more memory than ten.
public enum LayoutDump {
    /// Writes the dump of `layout` placed for `offsets`, calling `write` with chunks of text.
    /// With `debug`, an inspection (`SolvedCollectionLayout.inspection(in:offsets:)`, usually
    /// of the first screen) follows the elements under the key `"debug"` (see
    /// `docs/layout-file.md`); without it, the dump is exactly as before.
    ///
    /// Elements a visible-items handler changed, among those on screen at `offsets`, carry a
    /// `"presentation"` object with what it set.
    ///
    /// `annotate` may add members to an element's object (`"views": …` for `--dump-views`): its
    /// text is put after the element's own members, after a comma.
    public static func write(_ layout: any SolvedCollectionLayout, offsets: ScrollOffsets,
                             debug: LayoutInspection? = nil, chunkSize: Int = 1 << 16,
                             annotate: ((LayoutAttributes) -> String?)? = nil,
                             to write: (String) -> Void) {
        let presentations = VisibleItemsPass.presentations(of: layout, offsets: offsets, viewport: layout.containerSize)
        var buffer = "{\n  \"contentSize\": [\(NumberFormat.string(layout.contentSize.width)), \(NumberFormat.string(layout.contentSize.height))],\n  \"elements\": ["
        buffer.reserveCapacity(chunkSize + 256)
        var first = true
        layout.forEachElement(offsets: offsets) { element in
            buffer += first ? "\n    " : ",\n    "
            first = false
            append(element, presentation: presentations.isEmpty ? nil : presentations[ElementIdentity(element)], to: &buffer)
            if let annotation = annotate?(element) {
                buffer.removeLast()
                buffer += ", " + annotation + "}"
            }
            if buffer.utf8.count >= chunkSize {
                write(buffer)
                buffer.removeAll(keepingCapacity: true)
            }
        }
        buffer += first ? "]" : "\n  ]"
        if let debug {
            buffer += ",\n"
            InspectionJSON.append(debug, to: &buffer)
        }
        buffer += "\n}\n"
        write(buffer)
    }

    /// The whole dump as one string, for small layouts and tests.
    public static func string(_ layout: any SolvedCollectionLayout, offsets: ScrollOffsets,
                              debug: LayoutInspection? = nil) -> String {
        var result = ""
        write(layout, offsets: offsets, debug: debug) { result += $0 }
        return result
    }

    static func append(_ e: LayoutAttributes, presentation: ElementPresentation? = nil, to buffer: inout String) {
        buffer += "{\"category\": \"\(e.category.rawValue)\", "
        if let kind = e.elementKind { buffer += "\"kind\": \(JSONWriter.escaped(kind)), " }
        let f = e.frame
        buffer += "\"section\": \(e.indexPath.section), \"item\": \(e.indexPath.item), \"frame\": ["
        buffer += NumberFormat.string(f.minX) + ", " + NumberFormat.string(f.minY) + ", "
        buffer += NumberFormat.string(f.width) + ", " + NumberFormat.string(f.height)
        buffer += "], \"zIndex\": \(e.zIndex)"
        if let presentation { append(presentation, to: &buffer) }
        buffer += "}"
    }

    /// `, "presentation": {...}`: the transform as UIKit applies it, about the element's centre.
    static func append(_ p: ElementPresentation, to buffer: inout String) {
        func numbers(_ values: [Double]) -> String { "[" + values.map(NumberFormat.string).joined(separator: ", ") + "]" }
        buffer += ", \"presentation\": {\"alpha\": \(NumberFormat.string(p.alpha)), \"transform\": \(numbers(p.transform.numbers))"
        if let transform3D = p.transform3D { buffer += ", \"transform3D\": \(numbers(transform3D.numbers))" }
        buffer += ", \"zIndex\": \(p.zIndex), \"hidden\": \(p.isHidden), \"center\": \(numbers([p.center.x, p.center.y]))}"
    }
}
