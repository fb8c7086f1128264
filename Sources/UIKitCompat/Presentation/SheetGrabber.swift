import CollectionLayout

/// The grabber a sheet shows at its top when its presentation controller prefers it: a capsule
/// 36 by 5 points, centred, 5 points below the sheet's top edge (ours, from iOS 17 screenshots;
/// Apple publishes no numbers).
enum SheetGrabber {
    static let size = Size(width: 36, height: 5)
    static let top = 5.0

    /// The grabber's frame on the screen for a sheet lying at `sheet`.
    static func frame(inSheetAt sheet: Rect) -> Rect {
        Rect(x: sheet.midX - size.width / 2, y: sheet.minY + top, width: size.width, height: size.height)
    }
}
