/// A flow layout's invalidation context, as UIKit's
/// `UICollectionViewFlowLayoutInvalidationContext`: whether the delegate's sizes and the flow
/// layout's computed attributes must be asked for again. Both are true in a new context, as
/// UIKit's header says.
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// Whether the delegate's item sizes, insets and spacings must be asked for again.
    open var invalidateFlowLayoutDelegateMetrics = true

    /// Whether the flow layout's computed attributes must be computed again.
    open var invalidateFlowLayoutAttributes = true

    public required init() {
        super.init()
    }
}
