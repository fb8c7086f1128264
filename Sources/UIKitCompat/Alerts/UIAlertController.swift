import CollectionLayout
import CollectionView

/// An alert or an action sheet, as UIKit's `UIAlertController`: a title, a message and actions,
/// presented over the screen, which is dimmed beneath it. A click on an action dismisses the
/// alert, then runs the action's handler; Escape runs the cancel action, when there is one.
///
/// An alert is a 270-point card in the middle of the screen; an action sheet is a card at the
/// bottom with its cancel action in a card of its own (`AlertMetrics` has the measures).
open class UIAlertController: UIViewController {
    /// The message under the title.
    open var message: String? { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// An alert or an action sheet.
    public let preferredStyle: Style
    /// The actions, in the order added.
    open private(set) var actions: [UIAlertAction] = []
    /// The action drawn in bold, and run by Return.
    open var preferredAction: UIAlertAction?
    /// The alert's text fields, in the order added; nil when it has none.
    open private(set) var textFields: [UITextField]?

    let titleLabel = UILabel()
    let messageLabel = UILabel()
    private var buttons: [AlertActionButton] = []
    private var hairlines: [UIView] = []
    /// An action sheet's cards: the title, message and actions, then the cancel action.
    private let mainCard = UIView()
    private let cancelCard = UIView()

    /// How the alert is shown, as UIKit's `UIAlertController.Style`.
    public enum Style: Int, Sendable {
        case actionSheet, alert
    }

    /// An alert (or action sheet) of `title` and `message`, with no actions yet.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init(nibName: nil, bundle: nil)
        self.title = title
        modalPresentationStyle = .custom
    }

    public required init?(coder: NSCoder) {
        fatalError("UIAlertController.init(coder:): views are not loaded from nibs or storyboards here; use init(title:message:preferredStyle:)")
    }

    /// Adds `action`'s button: in an alert of two actions side by side (cancel first), else
    /// stacked with the cancel action last.
    open func addAction(_ action: UIAlertAction) {
        actions.append(action)
        viewIfLoaded?.setNeedsLayout()
    }

    /// Adds a text field under the message, configured by `configurationHandler` (a
    /// placeholder, secure entry); an alert's only — an action sheet keeps none, as UIKit
    /// refuses them there. Return in a field runs the preferred action (or the only one that is
    /// not Cancel).
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else { return }
        let field = UITextField()
        field.font = .systemFont(ofSize: AlertMetrics.fieldFontSize)
        field.borderStyle = .roundedRect
        field.addAction(UIAction { [weak self] _ in self?.returnPressed() }, for: .editingDidEndOnExit)
        configurationHandler?(field)
        textFields = (textFields ?? []) + [field]
        viewIfLoaded?.setNeedsLayout()
    }

    /// Return in a field: the preferred action runs, or the only action that is not Cancel.
    private func returnPressed() {
        let others = actions.filter { $0.style != .cancel }
        guard let action = preferredAction ?? (others.count == 1 ? others.first : nil) else { return }
        run(action)
    }

    /// The first field takes the keyboard's focus as the alert appears, as in UIKit.
    open override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        // The keyboard comes up with the alert, not after it: typing reaches the field at once.
        textFields?.first?.becomeFirstResponder()
    }

    override var coversPresenter: Bool { false }

    open override func loadView() {
        let root = UIView()
        root.backgroundColor = preferredStyle == .alert ? AlertMetrics.card : .clear
        root.layer.cornerRadius = preferredStyle == .alert ? AlertMetrics.alertCornerRadius : 0
        root.clipsToBounds = preferredStyle == .alert
        for card in [mainCard, cancelCard] where preferredStyle == .actionSheet {
            card.backgroundColor = AlertMetrics.card
            card.layer.cornerRadius = AlertMetrics.sheetCornerRadius
            card.clipsToBounds = true
            root.addSubview(card)
        }
        view = root
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        _ = arrange(width: view.bounds.width)
    }

    /// The actions in the order they are shown, with the cancel action apart.
    private var ordered: (main: [UIAlertAction], cancel: UIAlertAction?) {
        let cancel = actions.first { $0.style == .cancel }
        var main = actions.filter { $0 !== cancel }
        if preferredStyle == .alert, main.count == 1, let cancel { main.insert(cancel, at: 0); return (main, nil) }
        if preferredStyle == .alert, let cancel { main.append(cancel); return (main, nil) }
        return (main, cancel)
    }

    /// What the buttons and hairlines were made for. Adding views marks the alert for layout
    /// again, so they are made once for what it shows and only placed at each layout.
    private var madeFor: ContentKey?
    /// How many buttons and hairlines this layout has placed so far.
    private var placedButtons = 0, placedHairlines = 0

    private struct ContentKey: Equatable {
        let title: String?
        let message: String?
        let actions: [ObjectIdentifier]
        let preferred: ObjectIdentifier?
        let category: ContentSizeCategory
    }

    /// The text size the alert is drawn at: the screen's.
    private var category: ContentSizeCategory { LayoutHost.current?.traits.preferredContentSizeCategory ?? .large }
    /// The buttons' text style: body in an alert, title 3 in an action sheet (17 and 20 points at
    /// the default size); it grows with the text size, and the buttons with its leading.
    private var buttonStyle: TextStyle { preferredStyle == .actionSheet ? .title3 : .body }

    /// Lays the views out `width` points wide, with the text measured and the hairlines as thin
    /// as the screen being drawn asks; the height they take.
    @discardableResult
    func arrange(width: CGFloat) -> CGFloat {
        let key = ContentKey(title: title, message: message, actions: actions.map(ObjectIdentifier.init),
                             preferred: preferredAction.map(ObjectIdentifier.init), category: category)
        if key != madeFor {
            buttons.forEach { $0.removeFromSuperview() }
            hairlines.forEach { $0.removeFromSuperview() }
            buttons = []
            hairlines = []
            madeFor = key
            styleLabels()
        }
        placedButtons = 0
        placedHairlines = 0
        let sheet = preferredStyle == .actionSheet
        let container = sheet ? mainCard : view!
        let inset = AlertMetrics.textInset
        let textWidth = max(0, width - 2 * inset)
        var y: CGFloat = 0
        let texts = [titleLabel, messageLabel].filter { !($0.text ?? "").isEmpty }
        for label in [titleLabel, messageLabel] { label.isHidden = (label.text ?? "").isEmpty }
        if !texts.isEmpty {
            y = sheet ? AlertMetrics.sheetTextTop : AlertMetrics.textTop
            for (index, label) in texts.enumerated() {
                if index > 0 { y += AlertMetrics.titleMessageGap }
                let height = label.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height
                label.frame = CGRect(x: inset, y: y, width: textWidth, height: height)
                y += height
            }
            y += sheet ? AlertMetrics.sheetTextBottom : AlertMetrics.textBottom
        }
        for (index, field) in (textFields ?? []).enumerated() {
            if field.superview !== container { container.addSubview(field) }
            if index == 0, texts.isEmpty { y = AlertMetrics.textTop }
            if index > 0 { y += AlertMetrics.fieldGap }
            field.frame = CGRect(x: inset, y: y, width: textWidth, height: AlertMetrics.fieldHeight)
            y += AlertMetrics.fieldHeight
            if index == (textFields?.count ?? 0) - 1 { y += AlertMetrics.fieldsBottom }
        }
        let (main, cancel) = ordered
        let grown = CGFloat(buttonStyle.leading(at: category) - buttonStyle.leading(at: .large))
        let buttonHeight = (sheet ? AlertMetrics.sheetButtonHeight : AlertMetrics.alertButtonHeight) + grown
        let fontSize = CGFloat(buttonStyle.pointSize(at: category))
        let sideBySide = !sheet && main.count == 2 && !category.isAccessibilityCategory
        if sideBySide {
            addHairline(CGRect(x: 0, y: y, width: width, height: hairlineThickness), to: container)
            addHairline(CGRect(x: width / 2, y: y, width: hairlineThickness, height: buttonHeight), to: container)
            // Right to left, the first action (cancel) is on the right.
            let mirrored = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
            for (index, action) in main.enumerated() {
                let column = CGFloat(mirrored ? main.count - 1 - index : index)
                addButton(action, frame: CGRect(x: column * width / 2, y: y, width: width / 2, height: buttonHeight), fontSize: fontSize, to: container)
            }
            y += buttonHeight
        } else {
            for action in main {
                if y > 0 { addHairline(CGRect(x: 0, y: y, width: width, height: hairlineThickness), to: container) }
                addButton(action, frame: CGRect(x: 0, y: y, width: width, height: buttonHeight), fontSize: fontSize, to: container)
                y += buttonHeight
            }
        }
        guard sheet else { return y }
        mainCard.frame = CGRect(x: 0, y: 0, width: width, height: y)
        mainCard.isHidden = y == 0
        guard let cancel else {
            cancelCard.isHidden = true
            return y
        }
        let top = y > 0 ? y + AlertMetrics.sheetMargin : 0
        cancelCard.isHidden = false
        cancelCard.frame = CGRect(x: 0, y: top, width: width, height: buttonHeight)
        addButton(cancel, frame: CGRect(x: 0, y: 0, width: width, height: buttonHeight), fontSize: fontSize, to: cancelCard)
        return top + buttonHeight
    }

    /// The title's and message's text and look, set with the buttons (a font set marks the
    /// label for layout again).
    private func styleLabels() {
        let sheet = preferredStyle == .actionSheet
        titleLabel.text = title
        messageLabel.text = message
        titleLabel.font = .systemFont(ofSize: CGFloat((sheet ? TextStyle.footnote : .headline).pointSize(at: category)), weight: .semibold)
        messageLabel.font = .systemFont(ofSize: CGFloat(TextStyle.footnote.pointSize(at: category)))
        for label in [titleLabel, messageLabel] {
            label.textAlignment = .center
            label.numberOfLines = 0
            label.textColor = sheet ? .secondaryLabel : .label
            (sheet ? mainCard : view!).addSubview(label)
        }
    }

    private var hairlineThickness: CGFloat { 1 / CGFloat(LayoutHost.current?.traits.displayScale ?? 1) }

    /// Places the next hairline at `frame`, made in `container` the first time.
    private func addHairline(_ frame: CGRect, to container: UIView) {
        defer { placedHairlines += 1 }
        if placedHairlines < hairlines.count { hairlines[placedHairlines].frame = frame; return }
        let line = UIView(frame: frame)
        line.backgroundColor = AlertMetrics.hairline
        container.addSubview(line)
        hairlines.append(line)
    }

    /// Places the next button, `action`'s, at `frame`, made in `container` the first time.
    private func addButton(_ action: UIAlertAction, frame: CGRect, fontSize: CGFloat, to container: UIView) {
        defer { placedButtons += 1 }
        if placedButtons < buttons.count { buttons[placedButtons].frame = frame; return }
        let button = AlertActionButton(action: action, isPreferred: action === preferredAction, fontSize: fontSize)
        button.frame = frame
        button.addAction(UIAction { [weak self] _ in self?.run(action) }, for: .primaryActionTriggered)
        container.addSubview(button)
        buttons.append(button)
    }

    /// Dismisses the alert, then runs `action`, as UIKit does; a field's editing ends first.
    private func run(_ action: UIAlertAction) {
        guard action.isEnabled else { return }
        for field in textFields ?? [] where field.isEditing { field.resignFirstResponder() }
        dismiss(animated: true) { action.handler?(action) }
    }

    /// Escape: the cancel action runs, when there is one; true when it did.
    func cancelFromKeyboard() -> Bool {
        guard let cancel = actions.first(where: { $0.style == .cancel }) else { return false }
        run(cancel)
        return true
    }

    /// Where the alert lies on a screen of `size` with `safeArea`: an alert in the middle, an
    /// action sheet at the bottom.
    func frame(onScreenOf size: CGSize, safeArea: UIEdgeInsets) -> CGRect {
        loadViewIfNeeded()
        if preferredStyle == .alert {
            let height = arrange(width: AlertMetrics.alertWidth)
            return CGRect(x: ((size.width - AlertMetrics.alertWidth) / 2).rounded(), y: ((size.height - height) / 2).rounded(),
                          width: AlertMetrics.alertWidth, height: height)
        }
        let margin = AlertMetrics.sheetMargin
        let width = min(size.width - safeArea.left - safeArea.right - 2 * margin, 400)
        let height = arrange(width: width)
        let bottom = size.height - max(safeArea.bottom, margin)
        return CGRect(x: ((size.width - width) / 2).rounded(), y: bottom - height, width: width, height: height)
    }
}
