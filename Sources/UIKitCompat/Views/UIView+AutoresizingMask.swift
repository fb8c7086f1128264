extension UIView {
    /// Which of a view's margins and sizes follow its superview's size, as UIKit's
    /// `UIView.AutoresizingMask`; with `translatesAutoresizingMaskIntoConstraints` they become the
    /// constraints that place the view.
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}

extension UIView.AutoresizingMask {
    /// The parts of one axis that take a change in the superview's length: the leading margin,
    /// the size and the trailing margin, each flexible or not.
    typealias Flexible = (lead: Bool, size: Bool, trail: Bool)

    /// The shares of a change in the superview's length that the leading margin and the size
    /// take, a view `lead` from its superview's start, `length` long, `trail` from its end: the
    /// flexible parts share it in proportion to their lengths (equally when those are all zero),
    /// as UIKit's autoresizing.
    static func shares(lead: Double, length: Double, trail: Double, flexible: Flexible) -> (lead: Double, size: Double) {
        let parts = [flexible.lead ? lead : 0, flexible.size ? length : 0, flexible.trail ? trail : 0]
        let count = Double([flexible.lead, flexible.size, flexible.trail].filter { $0 }.count)
        let total = parts.reduce(0, +)
        func share(_ index: Int, _ isFlexible: Bool) -> Double {
            guard isFlexible else { return 0 }
            return total > 0 ? parts[index] / total : 1 / count
        }
        return (share(0, flexible.lead), share(1, flexible.size))
    }
}
