import CollectionLayout

extension CATransform3D {
    /// The transform of the engine's `transform`, number for number (both take row vectors).
    public init(_ transform: Transform3D) {
        self.init(rows: transform.numbers.map { CGFloat($0) })
    }

    /// The engine's transform this one stands for, number for number.
    public var transform3D: Transform3D {
        Transform3D(rows.map { Double($0) })
    }
}
