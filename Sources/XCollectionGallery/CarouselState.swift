import Synchronization

/// The page a carousel rests nearest, as its visible-items handler last saw it: what the page
/// indicator under it shows.
final class CarouselState: Sendable {
    private let page = Atomic<Int>(0)

    /// The page nearest the strip's centre.
    var currentPage: Int { page.load(ordering: .relaxed) }

    /// Notes the page nearest the centre.
    func show(page newPage: Int) {
        page.store(newPage, ordering: .relaxed)
    }
}
