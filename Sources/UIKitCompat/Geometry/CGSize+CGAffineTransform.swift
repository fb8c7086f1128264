extension CGSize {
    /// The size `t` makes of this one, as Core Graphics' `applying(_:)`: the size as a vector, so
    /// the translation is left out, and a flip or turn can make a side negative.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}
