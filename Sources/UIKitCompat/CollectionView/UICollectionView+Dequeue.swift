import CollectionLayout

extension UICollectionView {
    /// A new cell of the registration's class, configured by its handler for `item` at `indexPath`.
    ///
    /// Call it only in a ``UICollectionViewDiffableDataSource``'s cell provider, for the index path
    /// the provider was given, as UIKit requires: anywhere else stops the program with a message
    /// saying so. Cells are not reused here: each call makes a new one.
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?) -> Cell {
        let placement = placementBeingProvided(at: indexPath, kind: nil,
                                               call: "dequeueConfiguredReusableCell(using:for:item:)")
        guard let item else {
            fatalError("UICollectionView.dequeueConfiguredReusableCell(using:for:item:): item is nil at \(indexPath.uikitDescription); pass the item the cell provider was given")
        }
        let cell = Cell(frame: .zero)
        cell.placement = placement
        registration.handler(cell, indexPath, item)
        return cell
    }

    /// A new view of the registration's class, configured by its handler for `indexPath`.
    ///
    /// Call it only in a ``UICollectionViewDiffableDataSource``'s supplementary view provider, for
    /// the index path and kind the provider was given: anywhere else, or with a registration of
    /// another kind, stops the program with a message saying so.
    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath) -> Supplementary {
        let placement = placementBeingProvided(at: indexPath, kind: registration.elementKind,
                                               call: "dequeueConfiguredReusableSupplementary(using:for:)")
        let view = Supplementary(frame: .zero)
        view.placement = placement
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }

    /// The place being provided, which must be the one asked for; traps naming `call` otherwise.
    private func placementBeingProvided(at indexPath: IndexPath, kind: String?, call: String) -> ReusableViewPlacement {
        guard let placement = viewBeingProvided else {
            fatalError("UICollectionView.\(call): called outside the data source's providers; dequeue \(kind == nil ? "cells only in the cell provider" : "supplementary views only in the supplementaryViewProvider") of a UICollectionViewDiffableDataSource")
        }
        guard placement.indexPath == indexPath else {
            fatalError("UICollectionView.\(call): asked for \(indexPath.uikitDescription) while the data source is providing \(placement.indexPath.uikitDescription); pass the index path the provider was given")
        }
        guard placement.elementKind == kind else {
            let asked = kind.map { "a supplementary view of kind \($0)" } ?? "a cell"
            let providing = placement.elementKind.map { "a supplementary view of kind \($0)" } ?? "a cell"
            fatalError("UICollectionView.\(call): dequeued \(asked) while the data source is providing \(providing) at \(indexPath.uikitDescription)")
        }
        return placement
    }
}

extension IndexPath {
    /// "[section, item]", as a message names a place.
    var uikitDescription: String { "[\(section), \(item)]" }
}
