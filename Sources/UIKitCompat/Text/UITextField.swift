import CollectionLayout
import CollectionView
import Foundation

/// A one-line field a person types into, as UIKit's `UITextField`: a click gives it the
/// keyboard's focus (`becomeFirstResponder`), keys from the window type through the X input
/// method, the caret blinks, Shift with the arrows or Home and End selects, and Control with A,
/// C, X and V select all, copy, cut and paste through the clipboard. The delegate is asked and
/// told, and the actions for `.editingDidBegin`, `.editingChanged`, `.editingDidEnd` and
/// `.editingDidEndOnExit` are sent, in UIKit's order.
///
/// Measures and their sources: `TextFieldMetrics`.
open class UITextField: UIControl {
    /// The text shown; setting it moves the caret to its end and sends no action, as UIKit's.
    open var text: String? {
        get { storage }
        set {
            storage = newValue ?? ""
            markedRange = nil
            selection = storage.utf16.count..<storage.utf16.count
            invalidateIntrinsicContentSize()
        }
    }
    /// The text, never nil.
    var storage = ""
    /// Grey text shown while the field is empty.
    open var placeholder: String? { didSet { invalidateIntrinsicContentSize() } }
    /// The placeholder's colour from an `attributedPlaceholder`; `placeholderText` when nil.
    var placeholderColor: UIColor?
    /// The font of the text and the placeholder; the body style unless set.
    open var font: UIFont? {
        get { ownFont ?? .preferredFont(forTextStyle: .body) }
        set { ownFont = newValue; invalidateIntrinsicContentSize() }
    }
    private var ownFont: UIFont?
    /// Whether a preferred font (or one `UIFontMetrics` scaled) follows the text size when it
    /// changes while the field is shown, as UIKit's does.
    open var adjustsFontForContentSizeCategory = false

    override func adopt(_ traits: Traits) {
        guard adjustsFontForContentSizeCategory, let font = ownFont else { return }
        let adjusted = font.at(traits.preferredContentSizeCategory)
        if adjusted !== font { self.font = adjusted }
    }
    /// The font the text and placeholder are measured and drawn in.
    var fontSpec: FontSpec { (ownFont ?? .preferredFont(forTextStyle: .body)).fontSpec }
    /// The text's colour; `label` unless set.
    open var textColor: UIColor? {
        get { ownTextColor ?? .label }
        set { ownTextColor = newValue }
    }
    private var ownTextColor: UIColor?
    /// Where the text sits across the field.
    open var textAlignment = NSTextAlignment.natural
    /// The field's outline.
    open var borderStyle = BorderStyle.none { didSet { invalidateIntrinsicContentSize() } }
    /// When the clear button shows at the trailing edge.
    open var clearButtonMode = ViewMode.never
    /// Whether the text is shown as bullets (and cannot be copied).
    open var isSecureTextEntry = false
    /// Whether beginning to edit clears the text.
    open var clearsOnBeginEditing = false
    /// The Return key's title on a device's keyboard; kept for code that sets it.
    open var returnKeyType = UIReturnKeyType.default
    /// The device keyboard's layout; kept for code that sets it.
    open var keyboardType = UIKeyboardType.default
    /// How a device keyboard capitalises; kept for code that sets it.
    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    /// Whether a device keyboard corrects; kept for code that sets it.
    open var autocorrectionType = UITextAutocorrectionType.default
    /// Whether a device keyboard checks spelling; kept for code that sets it.
    open var spellCheckingType = UITextSpellCheckingType.default
    /// What the text is (a name, an e-mail address); kept for code that sets it.
    open var textContentType: UITextContentType?
    /// Whether the font shrinks to fit; kept for code that sets it (the text scrolls instead).
    open var adjustsFontSizeToFitWidth = false
    /// The smallest the font shrinks to.
    open var minimumFontSize: CGFloat = 0
    /// A view at the leading edge (a magnifier, an icon), shown per ``leftViewMode``.
    open var leftView: UIView?
    /// When the leading view shows.
    open var leftViewMode = ViewMode.never
    /// A view at the trailing edge, shown per ``rightViewMode``.
    open var rightView: UIView?
    /// When the trailing view shows.
    open var rightViewMode = ViewMode.never
    /// Whether the field holds any text.
    open var hasText: Bool { !storage.isEmpty }

    /// Types `text` over the selection, or in place of the marked text, which it commits: what a
    /// key that types and an input method's finished text call. The delegate is asked first.
    open func insertText(_ text: String) {
        let target = markedRange ?? selection
        markedRange = nil
        replace(target, with: text, asking: true)
    }

    /// Erases the character before the caret, or the selection: what Backspace calls, so a
    /// subclass that overrides it (a one-time-code field going back a box) sees the key.
    open func deleteBackward() {
        markedRange = nil
        if selection.isEmpty {
            guard selection.lowerBound > 0 else { return }
            replace(characterOffset(from: selection.lowerBound, by: -1)..<selection.lowerBound, with: "", asking: true)
        } else {
            replace(selection, with: "", asking: true)
        }
    }

    /// The object asked and told about editing. Weak, as in UIKit.
    open weak var delegate: (any UITextFieldDelegate)?
    /// Whether the field is being edited (has the keyboard's focus).
    open private(set) var isEditing = false

    /// The selection, in UTF-16 offsets into the text (the caret when empty).
    var selection = 0..<0
    /// The text an input method is composing, in UTF-16 offsets; nil when none is.
    var markedRange: Range<Int>?
    /// Where a Shift selection is anchored: the end that stays while the other moves.
    var selectionAnchor: Int?
    /// How far the text is scrolled left to keep the caret in view, in points.
    var scrolledBy = 0.0
    /// The measurer the field was last drawn with: clicks place the caret by the text as drawn.
    weak var drawnMeasurer: (any TextMeasuring)?
    /// Where and when the last press in the field being edited landed, for a double click.
    var lastPress: (point: CGPoint, time: Double)?

    /// A field's outline, as UIKit's `UITextField.BorderStyle`.
    public enum BorderStyle: Int, Sendable {
        case none, line, bezel, roundedRect
    }

    /// When an overlay view or the clear button shows, as UIKit's `UITextField.ViewMode`.
    public enum ViewMode: Int, Sendable {
        case never, whileEditing, unlessEditing, always
    }

    /// Why editing ended, as UIKit's `UITextField.DidEndEditingReason`.
    public enum DidEndEditingReason: Int, Sendable {
        case committed
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        fatalError("UITextField.init(coder:): views are not loaded from nibs or storyboards here; use init(frame:)")
    }

    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Takes the keyboard's focus, asking the delegate first; true when editing began.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        guard super.becomeFirstResponder() else { return false }
        if clearsOnBeginEditing { storage = "" }
        isEditing = true
        selection = storage.utf16.count..<storage.utf16.count
        selectionAnchor = nil
        TextInputFocus.restartBlink()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        return true
    }

    /// Lets the keyboard's focus go, asking the delegate first; true when editing ended.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard delegate?.textFieldShouldEndEditing(self) ?? true, super.resignFirstResponder() else { return false }
        isEditing = false
        // Text being composed stays as typed, as UIKit commits it when editing ends.
        markedRange = nil
        selectionAnchor = nil
        scrolledBy = 0
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        return true
    }

    /// A click gives the field the focus and puts the caret where it landed.
    override func takeClick(at point: CGPoint) -> ClickOutcome {
        if clearButtonShows, clearButtonFrame.insetBy(dx: -6, dy: -6).contains(point) {
            clearText()
            return .unchanged
        }
        let wasEditing = isEditing
        guard becomeFirstResponder() else { return .unchanged }
        if wasEditing || !storage.isEmpty {
            let offset = caretOffset(atX: Double(point.x))
            moveCaret(to: offset, extending: false)
        }
        return .unchanged
    }

    /// The clear button was clicked: the text goes when the delegate allows.
    func clearText() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        replace(0..<storage.utf16.count, with: "", asking: false)
    }

    /// A size that fits the font's line, with the outline's room.
    open override var intrinsicContentSize: CGSize {
        let measurer = TextMeasurement.measurer
        let spec = fontSpec
        let line = measurer.metrics(of: spec).lineHeight
        let shown = storage.isEmpty ? (placeholder ?? "") : displayedText
        let width = measurer.advance(of: Substring(shown), font: spec) + 2 * horizontalInset + Double(TextFieldMetrics.caretWidth)
        let height = borderStyle == .roundedRect ? max(34, (line + TextFieldMetrics.roundedExtraHeight).rounded(.up)) : line.rounded(.up)
        return CGSize(width: CGFloat(width.rounded(.up)), height: CGFloat(height))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The text as drawn: bullets for a secure field.
    var displayedText: String {
        isSecureTextEntry ? String(repeating: TextFieldMetrics.secureBullet, count: storage.count) : storage
    }

    /// The room between the outline and the text at each side.
    var horizontalInset: Double {
        switch borderStyle {
        case .roundedRect: TextFieldMetrics.roundedInset
        case .line, .bezel: 2
        case .none: 0
        }
    }

    /// The room between the leading view and the text.
    var leadingViewGap: Double { 0 }

    /// Whether the clear button shows now.
    var clearButtonShows: Bool {
        guard !storage.isEmpty else { return false }
        switch clearButtonMode {
        case .never: return false
        case .always: return true
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        }
    }

    /// Where the clear button is, in the field's bounds: at the trailing edge.
    var clearButtonFrame: CGRect {
        let side = CGFloat(TextFieldMetrics.clearButtonSide)
        let inset = CGFloat(TextFieldMetrics.clearButtonTrailing)
        let x = effectiveUserInterfaceLayoutDirection == .rightToLeft ? inset : bounds.width - inset - side
        return CGRect(x: x, y: (bounds.height - side) / 2, width: side, height: side)
    }

    override func drawContent(in rect: Rect, renderer: ViewRenderer) {
        drawField(in: rect, renderer: renderer)
    }
}
