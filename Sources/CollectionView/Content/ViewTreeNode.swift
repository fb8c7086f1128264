import CollectionLayout

/// A view and the views inside it, as `--dump-views` prints it: what UIKit's
/// `recursiveDescription` tells, as JSON.
public struct ViewTreeNode: Hashable, Sendable {
    /// The view's class name.
    public var className: String
    /// Its frame in its superview's coordinates.
    public var frame: Rect
    /// A label's or button's text.
    public var text: String?
    /// An image view's image name.
    public var image: String?
    /// Whether Auto Layout leaves its frame open.
    public var isAmbiguous = false
    /// Whether a required constraint of it could not be met and was broken.
    public var isUnsatisfiable = false
    /// Its subviews, back to front.
    public var subviews: [ViewTreeNode]
    /// Members a scroll view adds before its subviews (a collection view's offset, insets,
    /// content size and elements), as JSON text after a comma; nil for other views.
    public var scrollMembers: String?
    /// Where the view's bounds start (a scroll view's content offset): its subviews' frames are
    /// in that coordinate space. Not dumped (the scroll members carry it).
    public var boundsOrigin = Point(x: 0, y: 0)
    /// A control's state (`"isOn": true`, `"selectedSegmentIndex": 1`, …), in the order dumped;
    /// empty for views that are not controls.
    public var state: [ViewStateMember] = []
    /// Whether the view is hidden, and with it everything inside it. Not dumped (UIKit's
    /// description lists hidden views too); the inspector outlines only what shows.
    public var isHidden = false

    public init(className: String, frame: Rect, text: String? = nil, image: String? = nil, subviews: [ViewTreeNode] = []) {
        self.className = className
        self.frame = frame
        self.text = text
        self.image = image
        self.subviews = subviews
    }

    /// `{"class": "MyCell", "frame": [x, y, w, h], …, "subviews": […]}` on one line.
    public var json: String {
        var out = "{\"class\": " + JSONWriter.escaped(className) + ", \"frame\": ["
        out += [frame.minX, frame.minY, frame.width, frame.height].map(NumberFormat.string).joined(separator: ", ") + "]"
        if let text { out += ", \"text\": " + JSONWriter.escaped(text) }
        if let image { out += ", \"image\": " + JSONWriter.escaped(image) }
        if isAmbiguous { out += ", \"ambiguous\": true" }
        if isUnsatisfiable { out += ", \"unsatisfiable\": true" }
        for member in state { out += ", " + JSONWriter.escaped(member.name) + ": " + member.json }
        if let scrollMembers { out += ", " + scrollMembers }
        out += ", \"subviews\": [" + subviews.map(\.json).joined(separator: ", ") + "]}"
        return out
    }

    /// The member `name` of the node as a UX check reads it: `text`, or a piece of its state.
    public func member(named name: String) -> ViewStateMember? {
        if name == "text" { return text.map { ViewStateMember(name: "text", json: JSONWriter.escaped($0)) } }
        return state.first { $0.name == name }
    }

    /// Changes the first node, parents first, for which `matches` holds; false when none does.
    @discardableResult
    public mutating func replaceFirst(where matches: (ViewTreeNode) -> Bool, _ change: (inout ViewTreeNode) -> Void) -> Bool {
        if matches(self) {
            change(&self)
            return true
        }
        for index in subviews.indices where subviews[index].replaceFirst(where: matches, change) { return true }
        return false
    }

    /// Every node of the tree with its frame in the root's coordinates, parents first.
    public func flattened(origin: Point = Point(x: 0, y: 0)) -> [(node: ViewTreeNode, frame: Rect)] {
        let placed = Rect(x: origin.x + frame.minX, y: origin.y + frame.minY, width: frame.width, height: frame.height)
        let inside = Point(x: placed.minX - boundsOrigin.x, y: placed.minY - boundsOrigin.y)
        return [(self, placed)] + subviews.flatMap { $0.flattened(origin: inside) }
    }

    /// As ``flattened(origin:)``, leaving out hidden views and everything inside them.
    public func flattenedShown(origin: Point = Point(x: 0, y: 0)) -> [(node: ViewTreeNode, frame: Rect)] {
        guard !isHidden else { return [] }
        let placed = Rect(x: origin.x + frame.minX, y: origin.y + frame.minY, width: frame.width, height: frame.height)
        let inside = Point(x: placed.minX - boundsOrigin.x, y: placed.minY - boundsOrigin.y)
        return [(self, placed)] + subviews.flatMap { $0.flattenedShown(origin: inside) }
    }
}
