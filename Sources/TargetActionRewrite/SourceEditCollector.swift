import SwiftSyntax

/// An edit of a file's text found through its syntax tree: the bytes from `start` to `end`
/// become `replacement`. Edits never span a line break, so the file keeps its lines.
struct SourceEdit {
    let start: Int
    let end: Int
    let replacement: String
}

/// Finds the edits target–action needs: each Objective-C attribute removed, each `#selector(…)`
/// turned into `Selector("name")`; and `DispatchQueue.main.asyncAfter` sent through
/// `MainQueueTimers`, so the work is known before the first frame.
final class SourceEditCollector: SyntaxVisitor {
    private(set) var edits: [SourceEdit] = []
    let methods: [ActionMethod]

    init(methods: [ActionMethod]) {
        self.methods = methods
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        if TargetActionAttributes.removable(node) {
            // The attribute and the spaces after it on its line go; its line stays.
            let trailing = node.trailingTrivia.pieces.allSatisfy { !$0.isNewline } ? node.endPosition : node.endPositionBeforeTrailingTrivia
            edits.append(SourceEdit(start: node.positionAfterSkippingLeadingTrivia.utf8Offset, end: trailing.utf8Offset, replacement: ""))
        }
        return .skipChildren
    }

    /// `DispatchQueue.main.asyncAfter(…)` calls UIKitCompat's `MainQueueTimers.asyncAfter(…)`,
    /// which schedules the same work and tells the drain before the first frame when it is due.
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.declName.baseName.text == "asyncAfter", let base = node.base?.as(MemberAccessExprSyntax.self),
              base.declName.baseName.text == "main", base.base?.trimmedDescription == "DispatchQueue" else { return .visitChildren }
        edits.append(SourceEdit(start: base.positionAfterSkippingLeadingTrivia.utf8Offset, end: base.endPositionBeforeTrailingTrivia.utf8Offset,
                                replacement: "MainQueueTimers"))
        return .skipChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.macroName.text == "selector", let argument = node.arguments.first?.expression else { return .visitChildren }
        let name = Self.selector(of: argument, label: node.arguments.first?.label?.text, methods: methods)
        edits.append(SourceEdit(start: node.positionAfterSkippingLeadingTrivia.utf8Offset, end: node.endPositionBeforeTrailingTrivia.utf8Offset,
                                replacement: "Selector(\"\(name)\")"))
        return .skipChildren
    }

    /// The selector `#selector(expression)` names: `getter:`/`setter:` properties, a method by
    /// its full name (`didTap(_:)`) or its bare one (`save`), the last member of a qualified name.
    static func selector(of expression: ExprSyntax, label: String?, methods: [ActionMethod]) -> String {
        if label == "getter" { return lastName(of: expression) }
        if label == "setter" {
            let name = lastName(of: expression)
            return "set" + name.prefix(1).uppercased() + name.dropFirst() + ":"
        }
        var reference = expression
        if let member = reference.as(MemberAccessExprSyntax.self) {
            let base = member.declName.baseName.text
            return SelectorName.selector(base: base, labels: member.declName.argumentNames.map(labels(of:)), methods: methods)
        }
        if let declReference = reference.as(DeclReferenceExprSyntax.self) {
            return SelectorName.selector(base: declReference.baseName.text, labels: declReference.argumentNames.map(labels(of:)),
                                         methods: methods)
        }
        reference = expression
        return lastName(of: reference)
    }

    private static func labels(of names: DeclNameArgumentsSyntax) -> [String?] {
        names.arguments.map { $0.name.text == "_" ? nil : $0.name.text }
    }

    private static func lastName(of expression: ExprSyntax) -> String {
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let declReference = expression.as(DeclReferenceExprSyntax.self) { return declReference.baseName.text }
        return expression.trimmedDescription
    }
}
