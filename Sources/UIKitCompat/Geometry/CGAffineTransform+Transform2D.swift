import CollectionLayout

extension CGAffineTransform {
    /// The transform of the engine's `transform`, number for number.
    public init(_ transform: Transform2D) {
        self.init(a: CGFloat(transform.a), b: CGFloat(transform.b), c: CGFloat(transform.c), d: CGFloat(transform.d),
                  tx: CGFloat(transform.tx), ty: CGFloat(transform.ty))
    }

    /// The engine's transform this one stands for, number for number.
    public var transform2D: Transform2D {
        Transform2D(a: Double(a), b: Double(b), c: Double(c), d: Double(d), tx: Double(tx), ty: Double(ty))
    }
}
