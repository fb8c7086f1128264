/// One piece of a view's state as a dump and a UX check read it: a control's property, named as
/// UIKit names it (`isOn`, `selectedSegmentIndex`), and its value as JSON text.
public struct ViewStateMember: Hashable, Sendable {
    public var name: String
    public var json: String

    public init(name: String, json: String) {
        self.name = name
        self.json = json
    }
}
