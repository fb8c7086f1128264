// One photo, as a gallery's detail screen shows it: a double tap zooms in and out, a single tap
// hides and shows the bars — the single tap waits until the double tap has failed
// (require(toFail:)), so a double tap never also hides the bars.
// xcollection --swift Examples/swift/photo-viewer.swift --device iphone-15
import UIKitCompat

final class PhotoViewController: UIViewController {
    private let imageView = UIImageView()
    private let caption = UILabel()
    private var isZoomed = false

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Fjord"
        view.backgroundColor = .systemBackground
        imageView.image = UIImage(named: "photo-04")
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.isUserInteractionEnabled = true
        imageView.translatesAutoresizingMaskIntoConstraints = false
        caption.font = .preferredFont(forTextStyle: .subheadline)
        caption.textColor = .secondaryLabel
        caption.text = "Double-tap to zoom"
        caption.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(imageView)
        view.addSubview(caption)
        NSLayoutConstraint.activate([
            imageView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            imageView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            imageView.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            imageView.heightAnchor.constraint(equalTo: imageView.widthAnchor),
            caption.topAnchor.constraint(equalTo: imageView.bottomAnchor, constant: 16),
            caption.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        ])

        let singleTap = UITapGestureRecognizer(target: self, action: #selector(toggleBars(_:)))
        let doubleTap = UITapGestureRecognizer(target: self, action: #selector(toggleZoom(_:)))
        doubleTap.numberOfTapsRequired = 2
        singleTap.require(toFail: doubleTap)
        imageView.addGestureRecognizer(singleTap)
        imageView.addGestureRecognizer(doubleTap)
    }

    @objc private func toggleBars(_ recognizer: UITapGestureRecognizer) {
        guard let navigationController else { return }
        let hidden = !navigationController.isNavigationBarHidden
        navigationController.setNavigationBarHidden(hidden, animated: true)
        caption.text = hidden ? "Bars hidden" : "Bars shown"
    }

    @objc private func toggleZoom(_ recognizer: UITapGestureRecognizer) {
        isZoomed.toggle()
        imageView.transform = isZoomed ? CGAffineTransform(scaleX: 2, y: 2) : .identity
        caption.text = isZoomed ? "Zoomed to 200%" : "Double-tap to zoom"
    }
}

func makeRootViewController() -> UIViewController {
    UINavigationController(rootViewController: PhotoViewController())
}
