import CollectionLayout
import X11Window

extension Size {
    /// The size in whole pixels for a window, or an error naming `what` when no window can
    /// have it (checked before converting, as a non-finite size would trap as an `Int`).
    func windowPixels(for what: String) throws(X11Error) -> (width: Int, height: Int) {
        guard width.isFinite, height.isFinite, width.rounded() >= 1, height.rounded() >= 1,
              width.rounded() <= 32767, height.rounded() <= 32767 else {
            throw X11Error("\(what) size \(NumberFormat.string(width))x\(NumberFormat.string(height)) is not between 1x1 and 32767x32767")
        }
        return (Int(width.rounded()), Int(height.rounded()))
    }
}
