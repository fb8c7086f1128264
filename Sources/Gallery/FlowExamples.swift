import CollectionLayout

extension Gallery {
    /// The flow layout examples; the flow layout issue fills this in.
    static let flowExamples: [Example] = []
}
