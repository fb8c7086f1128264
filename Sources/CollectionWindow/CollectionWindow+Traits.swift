import CollectionLayout
import CollectionView
import X11Window

extension CollectionWindow {
    /// The screen the window shows: its size, device, orientation and traits.
    public var host: LayoutHost { screen.host }

    /// Changes the traits or the orientation for a Control key, as Settings and turning the
    /// phone do on iOS: Ctrl+D light or dark, Ctrl+plus and Ctrl+minus the text size a step,
    /// Ctrl+O portrait or landscape. True when `key` was one of them.
    func changeTraits(for key: Key) -> Bool {
        var traits = screen.host.traits
        let categories = ContentSizeCategory.allCases
        let index = traits.preferredContentSizeCategory.index
        switch key {
        case .character("d"), .character("D"):
            traits.userInterfaceStyle = traits.userInterfaceStyle == .dark ? .light : .dark
        case .character("+"), .character("="):
            traits.preferredContentSizeCategory = categories[Swift.min(index + 1, categories.count - 1)]
        case .character("-"), .character("_"):
            traits.preferredContentSizeCategory = categories[Swift.max(index - 1, 0)]
        case .character("o"), .character("O"):
            turn()
            return true
        default:
            return false
        }
        apply(traits)
        return true
    }

    /// Shows the screen with `traits`, reporting the change; a layout that cannot be solved
    /// with them keeps the last good frame.
    private func apply(_ traits: Traits) {
        do {
            try screen.setTraits(traits)
            onTraitsChange?(screen.host)
        } catch {
            onLayoutError?(error, screen.size)
        }
    }

    /// Turns the device: the window takes the other orientation's size and the screen its
    /// insets and size classes (a screen of no device swaps its width and height).
    private func turn() {
        let size = screen.size
        let turned = Size(width: size.height, height: size.width)
        do {
            try screen.resize(to: turned)
            window.resize(width: Int((turned.width * scale).rounded()), height: Int((turned.height * scale).rounded()))
            onTraitsChange?(screen.host)
        } catch {
            onLayoutError?(error, turned)
        }
    }
}
