extension UIStackView {
    /// How a stack view shares its length among its views, as UIKit's `UIStackView.Distribution`.
    public enum Distribution: Int, Sendable {
        /// The views fill the stack: the one hugging least stretches (the last when they hug alike)
        /// and the one resisting compression least shrinks.
        case fill
        /// The views fill the stack, all the same length.
        case fillEqually
        /// The views fill the stack, in proportion to their intrinsic lengths.
        case fillProportionally
        /// The views keep their intrinsic lengths and the gaps between them are equal (at least `spacing`).
        case equalSpacing
        /// The views keep their intrinsic lengths and their centres are equally far apart (gaps at least `spacing`).
        case equalCentering
    }

    /// How a stack view's views sit across its axis, as UIKit's `UIStackView.Alignment`.
    public enum Alignment: Int, Sendable {
        /// Stretched across the stack.
        case fill
        /// Against the leading edge of a column.
        case leading
        /// Against the top of a row (the same value as `leading`, as in UIKit).
        public static var top: Alignment { .leading }
        /// Rows: the views' first baselines line up.
        case firstBaseline
        /// Centred across the stack.
        case center
        /// Against the trailing edge of a column.
        case trailing
        /// Against the bottom of a row (the same value as `trailing`).
        public static var bottom: Alignment { .trailing }
        /// Rows: the views' last baselines line up.
        case lastBaseline
    }
}
