import SwiftParser
import SwiftSyntax

/// What a `--swift` file declares at its top level that decides how it is shown: a
/// `func makeRootViewController()` makes it a screen, else it is a layout (`createLayout()`).
/// Read as the compiler reads it (swift-syntax's parser), so a name in a comment, a string or a
/// method of a type does not count.
struct TopLevelDeclarations {
    /// The name of the function that makes a file a screen.
    static let rootViewControllerFunction = "makeRootViewController"

    let source: String

    init(source: String) {
        self.source = source
    }

    /// Whether the file defines `makeRootViewController()` at its top level.
    var definesRootViewController: Bool {
        // Most files never name it: they are not parsed at all.
        guard source.contains(Self.rootViewControllerFunction) else { return false }
        return Self.defines(in: Parser.parse(source: source).statements)
    }

    /// Whether `statements`, or a `#if` clause among them, declare the function.
    private static func defines(in statements: CodeBlockItemListSyntax) -> Bool {
        statements.contains { statement in
            if let function = statement.item.as(FunctionDeclSyntax.self) { return function.name.text == rootViewControllerFunction }
            guard let conditional = statement.item.as(IfConfigDeclSyntax.self) else { return false }
            return conditional.clauses.contains { clause in
                if case .statements(let inner) = clause.elements { return defines(in: inner) }
                return false
            }
        }
    }
}
