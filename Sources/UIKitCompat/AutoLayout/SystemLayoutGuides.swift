/// A view's own guides, made the first time they are asked for.
struct SystemLayoutGuides {
    var layoutMargins: UILayoutGuide?
    var safeArea: UILayoutGuide?
    var readableContent: UILayoutGuide?
    /// A scroll view's content area and frame.
    var scrollContent: UILayoutGuide?
    var scrollFrame: UILayoutGuide?

    /// The guides made so far.
    var all: [UILayoutGuide] { [layoutMargins, safeArea, readableContent, scrollContent, scrollFrame].compactMap { $0 } }
}
