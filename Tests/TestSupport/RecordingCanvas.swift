import CollectionLayout
import CollectionView

/// Records what was drawn, in order, for tests to compare against exact expectations.
public final class RecordingCanvas: Canvas {
    public enum Operation: Hashable {
        case fill(Rect, Color, radius: Double)
        case stroke(Rect, Color, radius: Double, width: Double)
        case polyline([Point], Color, width: Double)
        case text(String, FontSpec, Color, x: Double, baseline: Double)
        case pushClip(Rect)
        case popClip
        case beginLayer(Rect, opacity: Double)
        case endLayer
        case beginTransformedLayer(Size, ProjectiveTransform, opacity: Double)
        case endTransformedLayer
        /// An image of that many pixels scaled into the first rectangle, shown within the second.
        case image(width: Int, height: Int, Rect, clip: Rect, radius: Double)
    }

    public private(set) var operations: [Operation] = []

    public init() {}

    public func fill(_ rect: Rect, color: Color, cornerRadius: Double) { operations.append(.fill(rect, color.drawn, radius: cornerRadius)) }
    public func stroke(_ rect: Rect, color: Color, cornerRadius: Double, lineWidth: Double) {
        operations.append(.stroke(rect, color.drawn, radius: cornerRadius, width: lineWidth))
    }
    public func strokePolyline(_ points: [Point], color: Color, lineWidth: Double) { operations.append(.polyline(points, color.drawn, width: lineWidth)) }
    public func drawText(_ text: Substring, font: FontSpec, color: Color, x: Double, baseline: Double, direction: WritingDirection?) -> Rect? {
        operations.append(.text(String(text), font, color.drawn, x: x, baseline: baseline))
        return nil
    }
    public func pushClip(_ rect: Rect) { operations.append(.pushClip(rect)) }
    public func popClip() { operations.append(.popClip) }
    public func beginTransparencyLayer(_ rect: Rect, opacity: Double) { operations.append(.beginLayer(rect, opacity: opacity)) }
    public func endTransparencyLayer() { operations.append(.endLayer) }
    public func beginTransformedLayer(size: Size, transform: ProjectiveTransform, opacity: Double, background: Color) {
        operations.append(.beginTransformedLayer(size, transform, opacity: opacity))
    }
    public func endTransformedLayer() { operations.append(.endTransformedLayer) }

    /// Forgets what was recorded, to look at the next frame alone.
    public func drawImage(_ image: CanvasImage, in rect: Rect, clip: Rect, cornerRadius: Double) {
        operations.append(.image(width: image.width, height: image.height, rect, clip: clip, radius: cornerRadius))
    }

    public func clear() { operations.removeAll() }

    /// The strings drawn, in order.
    public var texts: [String] {
        operations.compactMap { if case .text(let text, _, _, _, _) = $0 { return text } else { return nil } }
    }

    /// The text operations with their positions.
    public var placedTexts: [(text: String, x: Double, baseline: Double)] {
        operations.compactMap { if case .text(let text, _, _, let x, let baseline) = $0 { return (text, x, baseline) } else { return nil } }
    }
}

extension Color {
    /// The colour as a canvas draws it: its components, a dynamic colour's light ones (a screen
    /// shown dark resolves its colours before they reach the canvas).
    var drawn: Color { resolved(for: .light) }
}
