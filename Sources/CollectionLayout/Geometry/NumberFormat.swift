/// Writes numbers the shortest way that reads back to the same `Double`.
public enum NumberFormat {
    /// `75` for whole numbers that a `Double` holds exactly, otherwise Swift's shortest
    /// round-tripping form (`83.75`, `0.30000000000000004`).
    public static func string(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 9.007_199_254_740_992e15 {
            if value == 0 { return "0" }  // also writes -0 as 0, which JSON readers treat alike
            return String(Int64(value))
        }
        return "\(value)"
    }
}
