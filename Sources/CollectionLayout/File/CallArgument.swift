/// The number inside a dimension or spacing call (`absolute(44)`, `fractionalWidth(1/3)`): a
/// JSON number, or a fraction of two, so a third need not be written as 0.3333333333333333.
enum CallArgument {
    /// The value of `argument`, written inside `name(…)`; a fault is refused at `reader`'s path.
    static func value(_ argument: String, inside name: String, at reader: JSONReader) throws(LayoutError) -> Double {
        let parts = argument.split(separator: "/", omittingEmptySubsequences: false).map { String($0).trimmingSpaces }
        switch parts.count {
        case 1:
            return try number(argument, inside: name, at: reader)
        case 2:
            guard !parts[0].isEmpty, !parts[1].isEmpty else {
                throw reader.fail("expected a fraction such as 1/3 inside \(name)(…): a number, a slash and a number; got \"\(argument)\"")
            }
            let numerator = try number(parts[0], inside: name, at: reader)
            let denominator = try number(parts[1], inside: name, at: reader)
            guard numerator >= 0, denominator >= 0 else {
                throw reader.fail("expected a number of 0 or more in \(name)(…), got \(argument)")
            }
            guard denominator != 0 else { throw reader.fail("the fraction \(argument) divides by 0") }
            let value = numerator / denominator
            guard value.isFinite else { throw reader.fail("the number \(argument) is out of range") }
            return value
        default:
            throw reader.fail("expected a number or one fraction such as 1/3 inside \(name)(…), got \"\(argument)\"")
        }
    }

    /// A number as JSON writes it: no `+`, no leading zeros, no `NaN` or `inf` that `Double(_:)` would take.
    private static func number(_ text: String, inside name: String, at reader: JSONReader) throws(LayoutError) -> Double {
        guard case .number? = try? JSONParser.parse(text), let value = Double(text) else {
            throw reader.fail("expected a number inside \(name)(…), got \"\(text)\"")
        }
        guard value.isFinite else { throw reader.fail("the number \(text) is out of range") }
        return value
    }
}
