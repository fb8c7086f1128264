/// What a `--swift` file declares at its top level that decides how it is shown, read from its
/// text with comments and string literals set aside: a `func makeRootViewController()` makes
/// it a screen, else it is a layout (`createLayout()`).
struct TopLevelDeclarations {
    /// The source with comments and the insides of string literals blanked out.
    let code: String

    init(source: String) {
        code = Self.blankingCommentsAndStrings(source)
    }

    /// Whether the file defines `makeRootViewController()` at its top level (a nested one is a
    /// method, indented; a top-level one starts its line, perhaps after attributes).
    var definesRootViewController: Bool {
        code.split(separator: "\n", omittingEmptySubsequences: false).contains { line in
            guard let start = line.firstIndex(where: { $0 != " " && $0 != "\t" }), start == line.startIndex else { return false }
            var rest = line[start...]
            for prefix in ["@MainActor ", "public ", "internal ", "fileprivate ", "private ", "nonisolated "] where rest.hasPrefix(prefix) {
                rest = rest.dropFirst(prefix.count)
            }
            while rest.hasPrefix("@MainActor ") || rest.hasPrefix("public ") { rest = rest.drop(while: { $0 != " " }).dropFirst() }
            guard rest.hasPrefix("func ") else { return false }
            let name = rest.dropFirst(5).drop(while: { $0 == " " })
            return name.hasPrefix("makeRootViewController(") || name.hasPrefix("makeRootViewController (")
        }
    }

    /// `source` with `//` and `/* */` comments and string literal contents replaced by spaces,
    /// lines kept.
    static func blankingCommentsAndStrings(_ source: String) -> String {
        var result = ""
        result.reserveCapacity(source.utf8.count)
        let characters = Array(source)
        var index = 0
        var blockDepth = 0
        var inString = false, multiline = false
        while index < characters.count {
            let character = characters[index]
            let next = index + 1 < characters.count ? characters[index + 1] : "\0"
            if blockDepth > 0 {
                if character == "*" && next == "/" { blockDepth -= 1; result += "  "; index += 2; continue }
                if character == "/" && next == "*" { blockDepth += 1; result += "  "; index += 2; continue }
                result.append(character == "\n" ? "\n" : " ")
            } else if inString {
                if character == "\\" { result += "  "; index += 2; continue }
                if multiline, character == "\"", next == "\"", index + 2 < characters.count, characters[index + 2] == "\"" {
                    inString = false; result += "\"\"\""; index += 3; continue
                }
                if !multiline, character == "\"" { inString = false; result.append("\"") } else { result.append(character == "\n" ? "\n" : " ") }
            } else if character == "/" && next == "/" {
                while index < characters.count, characters[index] != "\n" { result.append(" "); index += 1 }
                continue
            } else if character == "/" && next == "*" {
                blockDepth = 1; result += "  "; index += 2; continue
            } else if character == "\"" {
                inString = true
                if next == "\"", index + 2 < characters.count, characters[index + 2] == "\"" {
                    multiline = true; result += "\"\"\""; index += 3; continue
                }
                multiline = false
                result.append("\"")
            } else {
                result.append(character)
            }
            index += 1
        }
        return result
    }
}
