import ArgumentParser

/// `--items N`: a whole number of items from 1 to 100,000,000 (the layouts stay lazy well past
/// that, but the vertical extent of so many rows nears the precision a Double keeps exactly).
public enum ItemCount {
    public static let largest = 100_000_000

    /// Reads `1000000`, or throws the reason it cannot.
    static func parse(_ argument: String) throws -> Int {
        guard let count = Int(argument) else {
            throw ValidationError("expected a whole number of items, such as 1000000, not \"\(argument)\"")
        }
        guard count >= 1, count <= largest else { throw ValidationError("the count must be from 1 to \(largest), not \(count)") }
        return count
    }
}
