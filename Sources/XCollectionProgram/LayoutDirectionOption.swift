import ArgumentParser
import CollectionLayout

/// `--layout-direction ltr|rtl`: which way the interface runs.
enum LayoutDirectionOption {
    static func parse(_ argument: String) throws -> LayoutDirection {
        switch argument.lowercased() {
        case "ltr", "lefttoright", "left-to-right": return .leftToRight
        case "rtl", "righttoleft", "right-to-left": return .rightToLeft
        default: throw ValidationError("the layout direction is ltr or rtl, not \"\(argument)\"")
        }
    }
}
