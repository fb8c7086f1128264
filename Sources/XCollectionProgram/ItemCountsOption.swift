import ArgumentParser
import FoundationEssentials

/// `--item-counts 18,18,18`: the items of each section of a `--swift` layout, each from 0 to
/// 100,000,000, at least one section.
struct ItemCountsOption {
    let counts: [Int]

    /// Reads `18,18,18`, or throws the reason it cannot.
    static func parse(_ argument: String) throws -> ItemCountsOption {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
        var counts: [Int] = []
        for (section, part) in parts.enumerated() {
            guard let count = Int(trimmed(part)) else {
                throw ValidationError("expected whole numbers of items by section, such as 18,18,18")
            }
            guard count >= 0, count <= ItemCount.largest else {
                throw ValidationError("section \(section) holds \(count) items; a section holds from 0 to \(ItemCount.largest)")
            }
            counts.append(count)
        }
        return ItemCountsOption(counts: counts)
    }

    /// `text` without the spaces around it.
    private static func trimmed(_ text: Substring) -> Substring {
        var text = text
        while text.first?.isWhitespace == true { text.removeFirst() }
        while text.last?.isWhitespace == true { text.removeLast() }
        return text
    }
}
