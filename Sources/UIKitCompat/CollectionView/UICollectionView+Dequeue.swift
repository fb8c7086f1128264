import CollectionLayout

extension UICollectionView {
    /// Registers `cellClass` for cells dequeued with `identifier`.
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else {
            reuse.cellClasses[identifier] = nil
            return
        }
        guard let cell = cellClass as? UICollectionViewCell.Type else {
            fatalError("UICollectionView.register(_:forCellWithReuseIdentifier:): \(cellClass) is not a UICollectionViewCell subclass (identifier \(identifier))")
        }
        reuse.cellClasses[identifier] = cell
    }

    /// Registers `viewClass` for supplementary views of `elementKind` dequeued with `identifier`.
    public func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        guard let viewClass else {
            reuse.supplementaryClasses[elementKind]?[identifier] = nil
            return
        }
        guard let view = viewClass as? UICollectionReusableView.Type else {
            fatalError("UICollectionView.register(_:forSupplementaryViewOfKind:withReuseIdentifier:): \(viewClass) is not a UICollectionReusableView subclass (kind \(elementKind), identifier \(identifier))")
        }
        reuse.supplementaryClasses[elementKind, default: [:]][identifier] = view
    }

    /// A cell of the class registered for `identifier`: one that left the screen, prepared for
    /// reuse, else a new one. Call it only in the data source's `collectionView(_:cellForItemAt:)`
    /// (or a diffable data source's cell provider) for the index path it was given, as UIKit requires.
    ///
    /// `file` and `line` are the caller's, which a misuse's trap names.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath,
                                    file: StaticString = #fileID, line: UInt = #line) -> UICollectionViewCell {
        let placement = placementBeingProvided(at: indexPath, kind: nil, call: "dequeueReusableCell(withReuseIdentifier:for:)", file: file, line: line)
        guard let cellClass = reuse.cellClasses[identifier] else {
            fatalError("could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard", file: file, line: line)
        }
        let cell = reuse.dequeue("cell/\(identifier)") { cellClass.makeForReuse() } as! UICollectionViewCell
        cell.dequeuedIdentifier = identifier
        cell.placement = placement
        return cell
    }

    /// A supplementary view of the class registered for `elementKind` and `identifier`, reused
    /// when one left the screen. Call it only where the data source provides that view.
    public func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                                 for indexPath: IndexPath, file: StaticString = #fileID, line: UInt = #line) -> UICollectionReusableView {
        let placement = placementBeingProvided(at: indexPath, kind: elementKind,
                                               call: "dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)", file: file, line: line)
        guard let viewClass = reuse.supplementaryClasses[elementKind]?[identifier] else {
            fatalError("could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard", file: file, line: line)
        }
        let view = reuse.dequeue("\(elementKind)/\(identifier)") { viewClass.makeForReuse() }
        view.dequeuedIdentifier = identifier
        view.placement = placement
        return view
    }

    /// A cell of the registration's class configured by its handler for `item` at `indexPath`:
    /// one that left the screen, prepared for reuse, else a new one.
    ///
    /// Call it only in a data source's cell provider, for the index path the provider was given,
    /// as UIKit requires: anywhere else stops the program with a message saying so.
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?,
        file: StaticString = #fileID, line: UInt = #line) -> Cell {
        let placement = placementBeingProvided(at: indexPath, kind: nil,
                                               call: "dequeueConfiguredReusableCell(using:for:item:)", file: file, line: line)
        guard let item else {
            fatalError("UICollectionView.dequeueConfiguredReusableCell(using:for:item:): item is nil at \(indexPath.uikitDescription); pass the item the cell provider was given",
                       file: file, line: line)
        }
        let cell = reuse.dequeue(registration.reuseKey) { Cell.makeForReuse() } as! Cell
        cell.placement = placement
        registration.handler(cell, indexPath, item)
        return cell
    }

    /// A view of the registration's class configured by its handler for `indexPath`, reused when
    /// one left the screen.
    ///
    /// Call it only in a data source's supplementary view provider, for the index path and kind
    /// the provider was given: anywhere else, or with a registration of another kind, stops the
    /// program with a message saying so.
    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath,
        file: StaticString = #fileID, line: UInt = #line) -> Supplementary {
        let placement = placementBeingProvided(at: indexPath, kind: registration.elementKind,
                                               call: "dequeueConfiguredReusableSupplementary(using:for:)", file: file, line: line)
        let view = reuse.dequeue(registration.reuseKey) { Supplementary.makeForReuse() } as! Supplementary
        view.placement = placement
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }

    /// The place being provided, which must be the one asked for; traps naming `call` otherwise.
    private func placementBeingProvided(at indexPath: IndexPath, kind: String?, call: String,
                                        file: StaticString, line: UInt) -> ReusableViewPlacement {
        guard let placement = viewBeingProvided else {
            fatalError("UICollectionView.\(call): called outside the data source's providers; dequeue \(kind == nil ? "cells only in the cell provider" : "supplementary views only in the supplementaryViewProvider") of a UICollectionViewDiffableDataSource", file: file, line: line)
        }
        guard placement.indexPath == indexPath else {
            fatalError("UICollectionView.\(call): asked for \(indexPath.uikitDescription) while the data source is providing \(placement.indexPath.uikitDescription); pass the index path the provider was given", file: file, line: line)
        }
        guard placement.elementKind == kind else {
            let asked = kind.map { "a supplementary view of kind \($0)" } ?? "a cell"
            let providing = placement.elementKind.map { "a supplementary view of kind \($0)" } ?? "a cell"
            fatalError("UICollectionView.\(call): dequeued \(asked) while the data source is providing \(providing) at \(indexPath.uikitDescription)", file: file, line: line)
        }
        return placement
    }
}

extension IndexPath {
    /// "[section, item]", as a message names a place.
    var uikitDescription: String { "[\(section), \(item)]" }
}
