import CollectionLayout

extension DirectionalEdgeInsets {
    /// The insets as UIKit's edge insets, leading as left.
    var uiEdgeInsets: UIEdgeInsets {
        UIEdgeInsets(top: CGFloat(top), left: CGFloat(leading), bottom: CGFloat(bottom), right: CGFloat(trailing))
    }
}
