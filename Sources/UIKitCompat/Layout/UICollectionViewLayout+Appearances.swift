import CollectionLayout

/// A layout's attributes carry an opacity and a transform the engine's frames do not: the
/// answers are noted as they pass to the engine, and the window draws each element with its
/// latest answer, as UIKit applies each answered attributes object to its view.
extension UICollectionViewLayout {
    /// The shown elements of `answered`, their appearances noted.
    func shownNotingAppearances(_ answered: [UICollectionViewLayoutAttributes]) -> [LayoutAttributes] {
        answered.compactMap(shownNotingAppearance)
    }

    /// `answered` as the engine shows it, its appearance noted; nil when hidden or absent.
    func shownNotingAppearance(_ answered: UICollectionViewLayoutAttributes?) -> LayoutAttributes? {
        guard let answered, let shown = answered.shownAttributes else { return nil }
        let appearance = answered.engineAppearance
        let key = ElementIdentity(shown)
        if !appearance.isPlain {
            answeredAppearances[key] = appearance
        } else if !answeredAppearances.isEmpty {
            answeredAppearances[key] = nil
        }
        return shown
    }

    /// Forgets every answer's appearance: the layout is about to answer afresh.
    func forgetAnsweredAppearances() {
        if !answeredAppearances.isEmpty { answeredAppearances.removeAll() }
    }

    /// The appearance `element` was last answered with; nil when plain.
    func answeredAppearance(of element: LayoutAttributes) -> ElementAppearance? {
        answeredAppearances.isEmpty ? nil : answeredAppearances[ElementIdentity(element)]
    }
}

extension UICollectionViewLayoutAttributes {
    /// The opacity and transform drawn: `transform3D` when it is not the identity, else
    /// `transform`, both about the centre as UIKit applies them to the view.
    var engineAppearance: ElementAppearance {
        let transform = CATransform3DIsIdentity(transform3D) ? Transform3D(self.transform.transform2D) : transform3D.transform3D
        return ElementAppearance(alpha: Swift.min(1, Swift.max(0, Double(alpha))), transform: transform)
    }
}
