/// The layouts the engine solves draw every element as its frame says; a custom layout's
/// attributes may carry an opacity or a transform of their own.
extension SolvedCollectionLayout {
    /// False: no element has an appearance of its own.
    public var drawsElementAppearances: Bool { false }

    /// Nil: `element` is drawn as its frame says.
    public func appearance(of element: LayoutAttributes) -> ElementAppearance? { nil }
}
