import ArgumentParser
import CollectionLayout

/// `--safe-area T,L,B,R`: the screen's safe area insets in points, top, left, bottom, right, as
/// UIKit's `UIEdgeInsets` orders them; for a screen of `--size`, which has none of its own.
struct SafeAreaOption {
    var top: Double
    var left: Double
    var bottom: Double
    var right: Double

    /// Reads `59,0,34,0`, or throws the reason it cannot.
    static func parse(_ argument: String) throws -> SafeAreaOption {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false).map { Double($0) }
        guard parts.count == 4, parts.allSatisfy({ $0 != nil }) else {
            throw ValidationError("expected TOP,LEFT,BOTTOM,RIGHT in points, such as 59,0,34,0")
        }
        let values = parts.compactMap { $0 }
        guard values.allSatisfy({ $0.isFinite && $0 >= 0 }) else {
            throw ValidationError("each inset must be a finite number of points, 0 or more")
        }
        return SafeAreaOption(top: values[0], left: values[1], bottom: values[2], right: values[3])
    }

    /// The insets, left as leading: the screen's safe area does not turn with the interface.
    var insets: DirectionalEdgeInsets {
        DirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
    }
}
