import CollectionLayout

/// A button's `titleLabel`: it holds the font a button made the older way draws its title in,
/// and tells the button when that font changes, so the button is measured again.
final class ButtonTitleLabel: UILabel {
    private weak var button: UIButton?

    init(button: UIButton) {
        self.button = button
        super.init(frame: .zero)
        font = .systemFont(ofSize: 15)
    }

    required init?(coder: NSCoder) {
        fatalError("ButtonTitleLabel.init(coder:): a button's title label is made by its button")
    }

    override var font: UIFont! {
        didSet { button?.titleFontDidChange() }
    }
}
