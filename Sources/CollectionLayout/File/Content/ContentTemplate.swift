/// A text a layout file gives for many elements at once: `{section}`, `{item}` and `{number}`
/// (the item plus one, for people who count from 1) are replaced by each element's own values.
public struct ContentTemplate: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The template as written.
    public var text: String

    /// A template of `text`; anything other than the three placeholders is shown as written.
    public init(_ text: String) { self.text = text }

    /// A template written as a literal.
    public init(stringLiteral text: String) { self.text = text }

    /// The text for the element at `item` in `section`.
    public func filled(section: Int, item: Int) -> String {
        // Most titles have no placeholder at all; they cost no search beyond this one.
        guard text.contains("{") else { return text }
        return text.replacingPlaceholder("{section}", with: String(section))
            .replacingPlaceholder("{item}", with: String(item))
            .replacingPlaceholder("{number}", with: String(item + 1))
    }

    /// The template as written.
    public var description: String { text }
}

extension String {
    /// A plain substring replacement; the engine does not import Foundation for it.
    fileprivate func replacingPlaceholder(_ placeholder: String, with value: String) -> String {
        var result = ""
        var rest = Substring(self)
        while let range = rest.firstRange(of: placeholder) {
            result += rest[..<range.lowerBound]
            result += value
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
