/// A view that a table view's delegate gave for a header, a footer or the table's own header or
/// footer, held in a reusable view so the collection view can show it: it fills the holder and
/// is sized by its constraints, or by its own frame's height when it has none.
final class TableSectionView: UICollectionReusableView {
    let held: UIView

    init(holding view: UIView) {
        held = view
        super.init(frame: CGRect(origin: .zero, size: view.frame.size))
        addSubview(view)
        if view.subviews.contains(where: { !$0.translatesAutoresizingMaskIntoConstraints }) {
            // Laid out by constraints inside: pinned to the holder, so they give its height.
            view.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                view.topAnchor.constraint(equalTo: topAnchor), view.bottomAnchor.constraint(equalTo: bottomAnchor),
                view.leadingAnchor.constraint(equalTo: leadingAnchor), view.trailingAnchor.constraint(equalTo: trailingAnchor),
            ])
        } else {
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        }
    }

    required init?(coder: NSCoder) {
        fatalError("TableSectionView.init(coder:): not loaded from nibs")
    }

    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard held.translatesAutoresizingMaskIntoConstraints else { return super.preferredLayoutAttributesFitting(layoutAttributes) }
        // A view laid out by frames has nothing for constraints to size: its frame is its height.
        let fitted = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
        fitted.size.height = held.frame.height
        return fitted
    }
}
