import CollectionLayout
import CollectionView

/// One tab: its image above its title.
final class TabBarButton: UIButton {
    let item: UITabBarItem

    init(item: UITabBarItem) {
        self.item = item
        super.init(type: .custom)
        setTitle(item.title, for: .normal)
    }

    required init?(coder: NSCoder) {
        fatalError("TabBarButton.init(coder:) is not used")
    }

    override func drawContent(in rect: Rect, renderer: ViewRenderer) {
        let color = tintColor ?? .systemBlue
        let image = (isSelected ? item.selectedImage : nil) ?? item.image
        let imageSide = TabBarMetrics.imageSide
        if let image {
            let frame = Rect(x: rect.midX - Double(imageSide) / 2, y: rect.minY + Double(TabBarMetrics.imageTop),
                             width: Double(imageSide), height: Double(imageSide))
            renderer.drawImage(image, tint: color, in: frame)
        }
        if let title = item.title, !title.isEmpty {
            let font = TabBarMetrics.titleFont.fontSpec
            let width = renderer.measurer.advance(of: Substring(title), font: font)
            renderer.canvas.drawText(Substring(title), font: font, color: color.color, x: rect.midX - width / 2,
                                     baseline: rect.minY + Double(TabBarMetrics.titleBaseline), direction: nil)
        }
        if let badge = item.badgeValue {
            let font = FontSpec(size: 13)
            let width = max(18, renderer.measurer.advance(of: Substring(badge), font: font) + 10)
            let frame = Rect(x: rect.midX + Double(imageSide) / 2 - 6, y: rect.minY + 3, width: width, height: 18)
            renderer.canvas.fill(frame, color: (item.badgeColor ?? .systemRed).color, cornerRadius: 9)
            let textWidth = renderer.measurer.advance(of: Substring(badge), font: font)
            renderer.canvas.drawText(Substring(badge), font: font, color: Color(red: 1, green: 1, blue: 1),
                                     x: frame.midX - textWidth / 2, baseline: frame.minY + 13.5, direction: nil)
        }
    }
}
