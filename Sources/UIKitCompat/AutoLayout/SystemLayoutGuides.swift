/// A view's own guides, made the first time they are asked for.
struct SystemLayoutGuides {
    var layoutMargins: UILayoutGuide?
    var safeArea: UILayoutGuide?
    var readableContent: UILayoutGuide?

    /// The guides made so far.
    var all: [UILayoutGuide] { [layoutMargins, safeArea, readableContent].compactMap { $0 } }
}
