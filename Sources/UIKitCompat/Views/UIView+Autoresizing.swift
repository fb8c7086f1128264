extension UIView {
    /// Resizes the subviews placed by their frames after this view was `old` big, by their
    /// autoresizing masks: the flexible margins and sizes share the change in proportion to
    /// their lengths (equally when those are all zero), as UIKit's autoresizing.
    func resizeSubviews(from old: CGSize) {
        let new = bounds.size
        for subview in subviews where subview.translatesMask && !subview.autoresizingMask.isEmpty {
            let mask = subview.autoresizingMask
            var frame = subview.frame
            (frame.origin.x, frame.size.width) = Self.resized(start: frame.minX, length: frame.width, in: old.width, to: new.width,
                                                             flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                                                                        mask.contains(.flexibleRightMargin)))
            (frame.origin.y, frame.size.height) = Self.resized(start: frame.minY, length: frame.height, in: old.height, to: new.height,
                                                              flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                                                                         mask.contains(.flexibleBottomMargin)))
            subview.frame = frame
        }
    }

    private static func resized(start: CGFloat, length: CGFloat, in old: CGFloat, to new: CGFloat,
                                flexible: AutoresizingMask.Flexible) -> (CGFloat, CGFloat) {
        let change = new - old
        guard change != 0, flexible.lead || flexible.size || flexible.trail else { return (start, length) }
        let shares = AutoresizingMask.shares(lead: Double(start), length: Double(length), trail: Double(old - start - length), flexible: flexible)
        return (start + change * CGFloat(shares.lead), max(0, length + change * CGFloat(shares.size)))
    }
}
