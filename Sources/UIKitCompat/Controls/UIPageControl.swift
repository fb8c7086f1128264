import CollectionLayout
import CollectionView

/// A row of dots, one for each page, the current one filled, as UIKit's `UIPageControl` draws
/// it since iOS 14. A click beside the current dot moves one page toward the click and sends
/// the value-changed actions, as a tap does on iOS.
///
/// Its intrinsic size is ``size(forNumberOfPages:)``; the dots are centred in its bounds.
open class UIPageControl: UIControl {
    /// How many pages there are; the current page stays within them.
    open var numberOfPages = 0 {
        didSet {
            numberOfPages = max(0, numberOfPages)
            currentPage = min(currentPage, max(0, numberOfPages - 1))
            invalidateIntrinsicContentSize()
        }
    }
    /// The page shown, within `0 ..< numberOfPages`.
    open var currentPage = 0 {
        didSet { currentPage = min(max(0, currentPage), max(0, numberOfPages - 1)) }
    }
    /// Whether the control hides when there is only one page.
    open var hidesForSinglePage = false
    /// The other pages' dots' colour; nil for the system's.
    open var pageIndicatorTintColor: UIColor?
    /// The current page's dot's colour; nil for the system's.
    open var currentPageIndicatorTintColor: UIColor?
    /// Whether a platter is drawn behind the dots.
    open var backgroundStyle: BackgroundStyle = .automatic
    /// Whether a drag along the dots scrubs through the pages.
    open var allowsContinuousInteraction = true
    /// The order the dots run in.
    open var direction: Direction = .natural
    /// An image for every dot; nil for a plain dot.
    open var preferredIndicatorImage: UIImage?
    /// An image for the current page's dot; nil for the other dots' image.
    open var preferredCurrentPageIndicatorImage: UIImage?
    private var pageImages: [Int: UIImage] = [:]
    private var currentPageImages: [Int: UIImage] = [:]

    /// When a platter is drawn behind the dots, as UIKit's `UIPageControl.BackgroundStyle`.
    public enum BackgroundStyle: Int, Sendable {
        case automatic, prominent, minimal
    }

    /// The way the dots run, as UIKit's `UIPageControl.Direction`.
    public enum Direction: Int, Sendable {
        case natural, leftToRight, rightToLeft, topToBottom, bottomToTop
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        fatalError("UIPageControl.init(coder:): views are not loaded from nibs or storyboards here; use init(frame:)")
    }

    /// The image of the dot for `page`; nil for the preferred one.
    open func indicatorImage(forPage page: Int) -> UIImage? { pageImages[page] }

    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) { pageImages[page] = image }

    open func currentPageIndicatorImage(forPage page: Int) -> UIImage? { currentPageImages[page] }

    open func setCurrentPageIndicatorImage(_ image: UIImage?, forPage page: Int) { currentPageImages[page] = image }

    /// The size the dots of `pageCount` pages take, as the control lays them out.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let metrics = PageControlMetrics.self
        let count = CGFloat(max(0, pageCount))
        let length = count > 0 ? count * metrics.pitch + 2 * metrics.padding : 0
        return isVertical ? CGSize(width: metrics.height, height: length) : CGSize(width: length, height: metrics.height)
    }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    private var isVertical: Bool { direction == .topToBottom || direction == .bottomToTop }

    /// Whether the dots run from the far end: right to left, or bottom to top.
    private var runsBackward: Bool {
        switch direction {
        case .natural: return effectiveUserInterfaceLayoutDirection == .rightToLeft
        case .rightToLeft, .bottomToTop: return true
        case .leftToRight, .topToBottom: return false
        }
    }

    /// The centre of `page`'s dot in a rect of `size`.
    func dotCenter(ofPage page: Int, in size: CGSize) -> CGPoint {
        let pitch = PageControlMetrics.pitch
        let length = CGFloat(numberOfPages) * pitch
        let along = isVertical ? size.height : size.width
        let start = (along - length) / 2 + pitch / 2
        let index = CGFloat(runsBackward ? numberOfPages - 1 - page : page)
        let position = start + index * pitch
        return isVertical ? CGPoint(x: size.width / 2, y: position) : CGPoint(x: position, y: size.height / 2)
    }

    override func takeClick(at point: CGPoint) -> ClickOutcome {
        guard numberOfPages > 1 else { return .unchanged }
        let center = dotCenter(ofPage: currentPage, in: bounds.size)
        let beyond = isVertical ? point.y > center.y : point.x > center.x
        let step = beyond != runsBackward ? 1 : -1
        let next = currentPage + step
        guard (0..<numberOfPages).contains(next) else { return .unchanged }
        currentPage = next
        return .valueChanged
    }

    override func drawContent(in rect: Rect, renderer: ViewRenderer) {
        guard numberOfPages > 0, !(hidesForSinglePage && numberOfPages == 1) else { return }
        let metrics = PageControlMetrics.self
        let size = CGSize(width: rect.width, height: rect.height)
        if backgroundStyle == .prominent {
            let extent = self.size(forNumberOfPages: numberOfPages)
            let platter = Rect(x: rect.midX - Double(extent.width) / 2, y: rect.midY - Double(extent.height) / 2,
                               width: Double(extent.width), height: Double(extent.height))
            renderer.canvas.fill(platter, color: metrics.platter.color, cornerRadius: min(platter.width, platter.height) / 2)
        }
        let other = pageIndicatorTintColor ?? (backgroundStyle == .prominent ? metrics.otherOnPlatter : metrics.other)
        let current = currentPageIndicatorTintColor ?? (backgroundStyle == .prominent ? metrics.currentOnPlatter : metrics.current)
        for page in 0..<numberOfPages {
            let center = dotCenter(ofPage: page, in: size)
            let isCurrent = page == currentPage
            let color = isCurrent ? current : other
            let image = isCurrent ? (currentPageImages[page] ?? preferredCurrentPageIndicatorImage ?? pageImages[page] ?? preferredIndicatorImage)
                                  : (pageImages[page] ?? preferredIndicatorImage)
            let diameter = metrics.dotDiameter
            let dot = Rect(x: rect.minX + Double(center.x) - diameter / 2, y: rect.minY + Double(center.y) - diameter / 2,
                           width: diameter, height: diameter)
            if let image {
                renderer.drawImage(image, tint: color, in: dot)
            } else {
                renderer.canvas.fill(dot, color: color.color, cornerRadius: diameter / 2)
            }
        }
    }
}
