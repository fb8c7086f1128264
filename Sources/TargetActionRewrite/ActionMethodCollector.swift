import SwiftSyntax

/// Finds the methods a file's classes (and their extensions) mark `@objc` or `@IBAction`.
final class ActionMethodCollector: SyntaxVisitor {
    private(set) var methods: [ActionMethod] = []
    /// The names of the types being visited, outermost first.
    private var typeNames: [String] = []
    /// Whether the type being visited is generic, which the dispatch cannot name.
    private var genericDepth = 0

    init() {
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        typeNames.append(node.name.text)
        if node.genericParameterClause != nil { genericDepth += 1 }
        return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) {
        typeNames.removeLast()
        if node.genericParameterClause != nil { genericDepth -= 1 }
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        typeNames.append(node.extendedType.trimmedDescription)
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) {
        typeNames.removeLast()
    }

    // Methods of structs, enums and protocols are not sent actions.
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard !typeNames.isEmpty, genericDepth == 0, TargetActionAttributes.marksAction(node.attributes),
              !node.modifiers.contains(where: { $0.name.text == "static" || $0.name.text == "class" }),
              node.signature.effectSpecifiers?.asyncSpecifier == nil else { return .skipChildren }
        let parameters = node.signature.parameterClause.parameters
        let labels: [String?] = parameters.map { $0.firstName.text == "_" ? nil : $0.firstName.text }
        methods.append(ActionMethod(typeName: typeNames.joined(separator: "."), baseName: node.name.text, labels: labels,
                                    firstParameterType: parameters.first?.type.trimmedDescription,
                                    restHaveDefaults: parameters.dropFirst().allSatisfy { $0.defaultValue != nil },
                                    throwsErrors: node.signature.effectSpecifiers?.throwsClause != nil))
        return .skipChildren
    }
}
