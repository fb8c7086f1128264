import CollectionLayout
import CollectionView

/// A layout composed of sections, groups and items, as UIKit's `UICollectionViewCompositionalLayout`.
///
/// A configuration is copied when the layout is made, as UIKit's copying property does, and so is
/// a section given to ``init(section:)``; a section provider is called on every solve, so it reads
/// the objects it captures as they are then.
///
/// Open, as UIKit's: a subclass may override the layout queries and adjust what `super` gives
/// (cards that scale as they near the centre, a header that stretches), and
/// `shouldInvalidateLayout(forBoundsChange:)` to be solved again as the view scrolls.
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private let sectionProvider: UncheckedSendableBox<UICollectionViewCompositionalLayoutSectionProvider>?
    private let section: LayoutSection?
    private var storedConfiguration: UICollectionViewCompositionalLayoutConfiguration

    /// A layout whose every section is `section`. Designated, as UIKit's initialisers are, so a
    /// subclass's own initialiser may call it on `super`.
    public init(section: NSCollectionLayoutSection) {
        self.section = section.layoutSection
        self.sectionProvider = nil
        self.storedConfiguration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    override var scrollsVertically: Bool { storedConfiguration.scrollDirection == .vertical }

    /// A layout whose every section is `section`, with a layout-wide configuration.
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.section = section.layoutSection
        self.sectionProvider = nil
        self.storedConfiguration = configuration.copied()
        super.init()
    }

    /// A layout that asks `sectionProvider` for each section.
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.section = nil
        self.sectionProvider = UncheckedSendableBox(sectionProvider)
        self.storedConfiguration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    /// A layout that asks `sectionProvider` for each section, with a layout-wide configuration.
    ///
    /// The provider is called while the layout is solved, on the thread that solves it.
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
                configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.section = nil
        self.sectionProvider = UncheckedSendableBox(sectionProvider)
        self.storedConfiguration = configuration.copied()
        super.init()
    }

    /// The layout-wide settings; a copy, as in UIKit: assign a changed configuration back.
    public var configuration: UICollectionViewCompositionalLayoutConfiguration {
        get { storedConfiguration.copied() }
        set { storedConfiguration = newValue.copied() }
    }

    /// The engine's layout this one stands for, with the layout margins code set on its
    /// ``UICollectionViewLayout/collectionView`` (the system minimum for each width otherwise).
    public var compositionalLayout: CompositionalLayout {
        let configuration = storedConfiguration.compositionalLayoutConfiguration
        var layout: CompositionalLayout
        if let section {
            layout = CompositionalLayout(section: section, configuration: configuration)
        } else {
            let box = sectionProvider
            layout = CompositionalLayout(sectionProvider: { index, environment in
                box?.value(index, EngineLayoutEnvironment(environment))?.layoutSection
            }, configuration: configuration)
        }
        layout.layoutMargins = collectionView?.assignedLayoutMargins?.directional.directionalEdgeInsets
        return layout
    }

    /// The engine's compositional layout, for `CollectionWindow`.
    /// Yes, as UIKit's: mirrored right to left.
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    public override var collectionViewLayout: any CollectionViewLayout { HostedCompositionalLayout(layout: self) }

    /// The content size of the last solve.
    open override var collectionViewContentSize: CGSize { answeredContentSize }

    /// The elements that meet `rect`, as the layout placed them: what a subclass's override
    /// gets from `super` to adjust.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        answeredElements(in: rect)
    }

    /// The cell at `indexPath`, as the layout placed it.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        answeredItem(at: indexPath)
    }

    /// An appearing item starts where it ends, transparent: it fades in, as UIKit's layout
    /// animates an insertion. A subclass takes this from `super` to add its own start.
    open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        answeredAppearingItem(at: itemIndexPath)
    }

    /// The supplementary view of `elementKind` at `indexPath`, as the layout placed it.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        answeredSupplementary(ofKind: elementKind, at: indexPath)
    }
}
