import X11Window

/// A snapshot format that can stand for a render that failed, numbered so the diffing finds its reason.
package protocol FailedRenderPlaceholder {
    static func failedRenderPlaceholder(id: Int) -> Self
    /// The number of the failed render this value stands for; nil for a real snapshot.
    var failedRenderID: Int? { get }
}

extension RGBAImage: FailedRenderPlaceholder {
    /// An image no render makes: `id` pixels wide and none tall.
    package static func failedRenderPlaceholder(id: Int) -> RGBAImage { RGBAImage(width: id, height: 0, pixels: []) }
    package var failedRenderID: Int? { height == 0 && width > 0 ? width : nil }
}

extension String: FailedRenderPlaceholder {
    private static let failedRenderMarker = "\u{0}xcollection failed render "
    /// A text no dump has: it starts with a NUL.
    package static func failedRenderPlaceholder(id: Int) -> String { failedRenderMarker + String(id) }
    package var failedRenderID: Int? { hasPrefix(Self.failedRenderMarker) ? Int(dropFirst(Self.failedRenderMarker.count)) : nil }
}
