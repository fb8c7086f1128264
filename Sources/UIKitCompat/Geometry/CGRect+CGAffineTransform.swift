extension CGRect {
    /// The smallest rectangle holding the four corners `t` takes this one's to, as Core Graphics'
    /// `applying(_:)`; a null or infinite rectangle stays as it is.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull || isInfinite { return self }
        let corners = [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
                       CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY)].map { $0.applying(t) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let (left, top) = (xs.min()!, ys.min()!)
        return CGRect(x: left, y: top, width: xs.max()! - left, height: ys.max()! - top)
    }
}
