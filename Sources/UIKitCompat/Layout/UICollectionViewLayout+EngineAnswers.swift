import CollectionLayout
import CollectionView

/// What the flow and compositional layouts answer their layout queries from: the engine's
/// solution of the last solve, or, while a subclass's override is asked, the one asking it, at
/// the offsets it is asked for. A subclass that calls `super` gets the engine's attributes,
/// made as its `layoutAttributesClass`, to adjust.
struct EngineAnswers {
    let solution: any SolvedCollectionLayout
    let offsets: ScrollOffsets
}

extension UICollectionViewLayout {
    /// The content size of the solution answered from; zero before any solve.
    var answeredContentSize: CGSize {
        guard let size = engineAnswers?.solution.contentSize else { return .zero }
        return CGSize(width: size.width, height: size.height)
    }

    /// The solution's elements that meet `rect`; nil before any solve.
    func answeredElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let answers = engineAnswers else { return nil }
        let asked = Rect(x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height))
        return answers.solution.elements(in: asked, offsets: answers.offsets).map(madeAttributes)
    }

    /// The solution's cell at `indexPath`.
    func answeredItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let answers = engineAnswers else { return nil }
        return answers.solution.attributesForItem(at: indexPath, offsets: answers.offsets).map(madeAttributes)
    }

    /// Where UIKit's flow and compositional layouts start an inserted item: at its final place,
    /// transparent, so it fades in.
    func answeredAppearingItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let attributes = answeredItem(at: indexPath) else { return nil }
        attributes.alpha = 0
        return attributes
    }

    /// The solution's supplementary view of `kind` at `indexPath`.
    func answeredSupplementary(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let answers = engineAnswers else { return nil }
        return answers.solution.attributesForSupplementaryElement(ofKind: kind, at: indexPath, offsets: answers.offsets).map(madeAttributes)
    }

    /// `attributes` as an object of the layout's `layoutAttributesClass`.
    func madeAttributes(_ attributes: LayoutAttributes) -> UICollectionViewLayoutAttributes {
        let type = (Swift.type(of: self).layoutAttributesClass as? UICollectionViewLayoutAttributes.Type) ?? UICollectionViewLayoutAttributes.self
        return UICollectionViewLayoutAttributes.make(from: attributes, as: type)
    }

    /// `solved` as the engine shows this layout: itself for UIKit's own class, and for a
    /// subclass, a solution that asks the subclass's overrides (which reach `solved` through
    /// `super`). Either way the layout answers from `solved` from now on.
    func shown(_ solved: any SolvedCollectionLayout, isOwnClass: Bool) throws(LayoutError) -> any SolvedCollectionLayout {
        engineAnswers = EngineAnswers(solution: solved, offsets: solved.unscrolledOffsets)
        return isOwnClass ? solved : try SubclassedEngineSolution(engine: solved, layout: self)
    }
}
