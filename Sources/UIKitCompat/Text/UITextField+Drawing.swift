import CollectionLayout
import CollectionView

/// Drawing a text field: its outline, the marked text's highlight and the selection behind the
/// text, the text or the placeholder on one line centred across its height, the caret, and the
/// clear button; the text scrolls sideways to keep the caret in view.
extension UITextField {
    func drawField(in rect: Rect, renderer: ViewRenderer) {
        let canvas = renderer.canvas, measurer = renderer.measurer
        drawnMeasurer = measurer
        drawOutline(in: rect, on: canvas)
        let spec = fontSpec
        let metrics = measurer.metrics(of: spec)
        let baseline = rect.minY + (rect.height - metrics.lineHeight) / 2 + metrics.ascent
        let origin = textOrigin(measurer: measurer)
        let caretX = caretPosition(measurer: measurer, font: spec)
        keepCaretInView(caretX: caretX, width: textAreaWidth)
        let x = rect.minX + origin - scrolledBy
        // A caret at the area's end stays in view: the clip reaches a caret's width further.
        canvas.pushClip(Rect(x: rect.minX + textAreaStart - TextFieldMetrics.caretWidth, y: rect.minY,
                             width: textAreaWidth + 2 * TextFieldMetrics.caretWidth, height: rect.height))
        // The text being composed on a light tint, the selection over it on a stronger one.
        for (range, alpha) in [(markedRange, TextFieldMetrics.markedTextAlpha), (selection, TextFieldMetrics.selectionAlpha)] {
            guard isEditing, let range, !range.isEmpty else { continue }
            let from = advance(toOffset: range.lowerBound, measurer: measurer, font: spec)
            let to = advance(toOffset: range.upperBound, measurer: measurer, font: spec)
            canvas.fill(Rect(x: x + from, y: baseline - metrics.ascent, width: to - from, height: metrics.lineHeight),
                        color: tintColor.color.withAlpha(alpha), cornerRadius: 0)
        }
        if storage.isEmpty {
            if let placeholder, !placeholder.isEmpty {
                _ = canvas.drawText(Substring(placeholder), font: spec, color: (placeholderColor ?? .placeholderText).color, x: x, baseline: baseline, direction: nil)
            }
        } else {
            _ = canvas.drawText(Substring(displayedText), font: spec, color: (textColor ?? .label).color, x: x, baseline: baseline, direction: nil)
        }
        if isEditing, selection.isEmpty, TextInputFocus.caretShown {
            let caretWidth = TextFieldMetrics.caretWidth
            canvas.fill(Rect(x: (x + caretX - caretWidth / 2).rounded(), y: baseline - metrics.ascent, width: caretWidth, height: metrics.lineHeight),
                        color: tintColor.color, cornerRadius: caretWidth / 2)
        }
        canvas.popClip()
        drawOverlays(in: rect, renderer: renderer)
    }

    /// The caret's x from the text's start, in points.
    private func caretPosition(measurer: any TextMeasuring, font: FontSpec) -> Double {
        advance(toOffset: selection.upperBound, measurer: measurer, font: font)
    }

    /// The width of the drawn text up to UTF-16 `offset`.
    func advance(toOffset offset: Int, measurer: any TextMeasuring, font: FontSpec) -> Double {
        let utf16 = storage.utf16
        let index = utf16.index(utf16.startIndex, offsetBy: min(offset, utf16.count))
        return measurer.advance(of: Substring(shownPrefix(upTo: index)), font: font)
    }

    /// Scrolls the text so the caret is inside the width the text has.
    private func keepCaretInView(caretX: Double, width: Double) {
        guard isEditing else { scrolledBy = 0; return }
        let margin = TextFieldMetrics.caretWidth
        if caretX - scrolledBy > width - margin { scrolledBy = caretX - width + margin }
        if caretX - scrolledBy < 0 { scrolledBy = max(0, caretX) }
    }

    private func drawOutline(in rect: Rect, on canvas: any Canvas) {
        switch borderStyle {
        case .none:
            break
        case .roundedRect:
            let radius = TextFieldMetrics.roundedCornerRadius
            if backgroundColor == nil { canvas.fill(rect, color: UIColor.systemBackground.color, cornerRadius: radius) }
            let hairline = 1 / max(1, Double(traitCollection.displayScale))
            canvas.stroke(Self.inset(rect, by: hairline / 2), color: UIColor.systemGray4.color, cornerRadius: radius, lineWidth: hairline)
        case .line:
            canvas.stroke(Self.inset(rect, by: 0.5), color: UIColor.label.color, cornerRadius: 0, lineWidth: 1)
        case .bezel:
            canvas.stroke(Self.inset(rect, by: 0.5), color: UIColor.systemGray.color, cornerRadius: 0, lineWidth: 1)
        }
    }

    /// The leading and trailing views, and the clear button.
    private func drawOverlays(in rect: Rect, renderer: ViewRenderer) {
        // The leading view is at the leading edge: the right one, right to left.
        let rtl = isRightToLeft
        if leftViewShows, let leftView {
            let y = rect.minY + (rect.height - Double(leftView.bounds.height)) / 2
            let width = Double(leftView.bounds.width)
            renderer.draw(leftView, at: Point(x: rtl ? rect.maxX - horizontalInset - width : rect.minX + horizontalInset, y: y))
        }
        if rightViewShows, let rightView {
            let y = rect.minY + (rect.height - Double(rightView.bounds.height)) / 2
            let width = Double(rightView.bounds.width)
            renderer.draw(rightView, at: Point(x: rtl ? rect.minX + horizontalInset : rect.maxX - horizontalInset - width, y: y))
        }
        if clearButtonShows, let glyph = UIImage(systemName: "xmark.circle.fill") {
            let frame = clearButtonFrame
            renderer.drawImage(glyph, tint: .tertiaryLabel,
                               in: Rect(x: rect.minX + Double(frame.minX), y: rect.minY + Double(frame.minY), width: Double(frame.width), height: Double(frame.height)))
        }
    }

    private static func inset(_ rect: Rect, by amount: Double) -> Rect {
        Rect(x: rect.minX + amount, y: rect.minY + amount, width: max(0, rect.width - 2 * amount), height: max(0, rect.height - 2 * amount))
    }
}
