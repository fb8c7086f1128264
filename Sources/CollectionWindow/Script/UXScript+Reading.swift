import CollectionLayout
import CollectionView
import X11Window

extension UXScript {
    /// The script in `text`, checked whole before anything runs: every step known and well
    /// formed, every point inside a view of `viewSize` points, every key a keysym X knows. A
    /// refusal names the JSON path (`steps[3].drag.to`).
    public static func read(_ text: String, viewSize: Size) throws(LayoutError) -> UXScript {
        let root = JSONReader(try JSONParser.parse(text), path: "")
        let object = try root.object(allowing: ["steps"])
        let steps = try object.required("steps").array()
        guard !steps.isEmpty else { throw LayoutError(path: "steps", message: "a script needs at least one step") }
        var read: [UXStep] = []
        for step in steps { read.append(try Self.step(step, viewSize: viewSize)) }
        return UXScript(steps: read)
    }

    static let stepKinds: Set<String> = ["wheel", "drag", "tap", "key", "type", "wait", "expect", "screenshot"]

    private static func step(_ reader: JSONReader, viewSize: Size) throws(LayoutError) -> UXStep {
        let object = try reader.object(allowing: stepKinds)
        let present = stepKinds.filter { object.has($0) }.sorted()
        guard present.count == 1, let kind = present.first else {
            throw LayoutError(path: reader.path, message: present.isEmpty ? "a step needs one of \(stepKinds.sorted().joined(separator: ", "))"
                              : "a step is one of \(present.joined(separator: " or ")), not both")
        }
        let value = try object.required(kind)
        switch kind {
        case "wheel":
            let wheel = try value.object(allowing: ["notches", "at", "axis"])
            let notches = try wheel.required("notches").integer(in: -1000...1000)
            var horizontal = false
            if let axis = wheel["axis"] { horizontal = try axis.oneOf([("vertical", false), ("horizontal", true)]) }
            return .wheel(notches: notches, at: try point(wheel.required("at"), in: viewSize), horizontal: horizontal)
        case "drag":
            let drag = try value.object(allowing: ["from", "to", "duration", "hold"])
            let duration = try drag.required("duration").nonNegativeNumber()
            guard duration <= 10 else { throw LayoutError(path: "\(value.path).duration", message: "a drag lasts at most 10 seconds, not \(NumberFormat.string(duration))") }
            let hold = try drag["hold"]?.nonNegativeNumber() ?? 0
            guard hold <= 10 else { throw LayoutError(path: "\(value.path).hold", message: "a hold lasts at most 10 seconds, not \(NumberFormat.string(hold))") }
            return .drag(from: try point(drag.required("from"), in: viewSize), to: try point(drag.required("to"), in: viewSize),
                         duration: duration, hold: hold)
        case "tap":
            return .tap(try point(value, in: viewSize))
        case "key":
            let name = try value.string()
            guard Key(named: name) != nil else { throw LayoutError(path: value.path, message: "\"\(LayoutError.excerpt(name))\" is not an X keysym name (Page_Down, Home, bracketright…)") }
            return .key(name)
        case "type":
            let text = try value.string()
            guard !text.isEmpty, !text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
                throw LayoutError(path: value.path, message: "text to type is one line of printable characters; press keys such as Return with a \"key\" step")
            }
            return .type(text)
        case "wait":
            if case .string = value.value {
                guard try value.string() == "settled" else { throw LayoutError(path: value.path, message: "expected a number of seconds or \"settled\"") }
                return .wait(.settled)
            }
            let seconds = try value.nonNegativeNumber()
            guard seconds <= 60 else { throw LayoutError(path: value.path, message: "a wait lasts at most 60 seconds, not \(NumberFormat.string(seconds))") }
            return .wait(.seconds(seconds))
        case "expect":
            return .expect(try expectations(value))
        default:
            let name = try value.string()
            guard !name.isEmpty, !name.contains("/"), !name.hasPrefix(".") else {
                throw LayoutError(path: value.path, message: "a screenshot's name is a file name without folders, not \"\(LayoutError.excerpt(name))\"")
            }
            return .screenshot(name)
        }
    }

    private static func expectations(_ reader: JSONReader) throws(LayoutError) -> [UXExpectation] {
        let object = try reader.object(allowing: ["mainOffset", "orthogonalOffset", "selected", "visible", "frame", "view"])
        var found: [UXExpectation] = []
        if let main = object["mainOffset"] { found.append(.mainOffset(try main.number())) }
        if let orthogonal = object["orthogonalOffset"] {
            let section = try orthogonal.object(allowing: ["section", "offset"])
            found.append(.orthogonalOffset(section: try section.required("section").integer(in: 0...Int(Int32.max)),
                                           offset: try section.required("offset").number()))
        }
        if let selected = object["selected"] {
            if case .null = selected.value { found.append(.selected(nil)) } else { found.append(.selected(try indexPath(selected))) }
        }
        if let visible = object["visible"] { found.append(.visible(try indexPath(visible))) }
        if let frame = object["frame"] {
            let item = try frame.object(allowing: ["section", "item", "frame"])
            let numbers = try item.required("frame").numbers(count: 4)
            found.append(.frame(IndexPath(item: try item.required("item").integer(in: 0...Int(Int32.max)),
                                          section: try item.required("section").integer(in: 0...Int(Int32.max))),
                                Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])))
        }
        if let view = object["view"] { found.append(try viewExpectation(view)) }
        guard !found.isEmpty else { throw LayoutError(path: reader.path, message: "an expectation needs one of frame, mainOffset, orthogonalOffset, selected, view, visible") }
        return found
    }

    /// `{"at": [x, y], "isOn": true, …}`: the point, and the members with their values as JSON.
    private static func viewExpectation(_ reader: JSONReader) throws(LayoutError) -> UXExpectation {
        let object = try reader.object(allowing: Set(["at"] + UXExpectation.viewMembers))
        let numbers = try object.required("at").numbers(count: 2)
        var state: [ViewStateMember] = []
        for name in UXExpectation.viewMembers {
            guard let value = object[name] else { continue }
            let json: String
            switch name {
            case "text": json = JSONWriter.escaped(try value.string())
            case "isOn", "isAnimating", "isEnabled", "isRefreshing", "isEditing": json = "\(try value.bool())"
            case "value": json = NumberFormat.string(try value.number())
            default: json = "\(try value.integer(in: -1...Int(Int32.max)))"
            }
            state.append(ViewStateMember(name: name, json: json))
        }
        guard !state.isEmpty else {
            throw LayoutError(path: reader.path, message: "a view expectation names what to check: one of \(UXExpectation.viewMembers.joined(separator: ", "))")
        }
        return .view(at: Point(x: numbers[0], y: numbers[1]), state: state)
    }

    private static func indexPath(_ reader: JSONReader) throws(LayoutError) -> IndexPath {
        let object = try reader.object(allowing: ["section", "item"])
        return IndexPath(item: try object.required("item").integer(in: 0...Int(Int32.max)),
                         section: try object.required("section").integer(in: 0...Int(Int32.max)))
    }

    private static func point(_ reader: JSONReader, in size: Size) throws(LayoutError) -> Point {
        let numbers = try reader.numbers(count: 2)
        guard numbers[0] >= 0, numbers[1] >= 0, numbers[0] <= size.width, numbers[1] <= size.height else {
            throw LayoutError(path: reader.path, message: "[\(NumberFormat.string(numbers[0])), \(NumberFormat.string(numbers[1]))] is outside the view (\(NumberFormat.string(size.width))x\(NumberFormat.string(size.height)) points)")
        }
        return Point(x: numbers[0], y: numbers[1])
    }
}
