import CollectionLayout
import CollectionView

extension ScreenPresentation {
    /// Below a plain table view's last row, the separators of the empty rows that would follow,
    /// to the bottom of the view, as UIKit draws them for a plain table with no footer view: one
    /// a row's height apart (44 points where rows size themselves), inset as the rows' are.
    func drawEmptyRowSeparators(of collectionView: UICollectionView, contentOffsetY offsetY: Double, host: LayoutHost, canvas: any Canvas) {
        guard let table = collectionView as? UITableView, table.style == .plain, table.tableFooterView == nil,
              table.separatorStyle != .none, table.collectionViewLayout.scrollsVertically else { return }
        let frame = collectionViewFrame(on: host)
        let pitch = table.rowHeight > 0 ? Double(table.rowHeight) : ListMetrics.estimatedRowHeight
        let thickness = 1 / host.traits.displayScale
        let inset = table.separatorInset
        let line = (x: frame.minX + Double(inset.left), width: frame.width - Double(inset.left + inset.right))
        guard line.width > 0 else { return }
        let color = (table.separatorColor ?? .separator).color
        var y = frame.minY - offsetY + Double(table.contentSize.height) + pitch - thickness
        canvas.pushClip(frame)
        while y < frame.maxY {
            canvas.fill(Rect(x: line.x, y: y, width: line.width, height: thickness), color: color, cornerRadius: 0)
            y += pitch
        }
        canvas.popClip()
    }
}
