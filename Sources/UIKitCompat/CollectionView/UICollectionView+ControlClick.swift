import CollectionLayout

extension UICollectionView {
    /// A click at `point` (the cell's coordinates) on a control inside the cell shown at
    /// `indexPath` at `time`; true when one took it.
    func clickControl(inCellAt indexPath: IndexPath, point: Point, time: Double?) -> Bool {
        cellForItem(at: indexPath)?.clickControl(at: CGPoint(x: point.x, y: point.y), time: time) ?? false
    }
}
