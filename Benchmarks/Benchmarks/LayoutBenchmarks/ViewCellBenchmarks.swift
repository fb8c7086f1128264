import Benchmark
import CollectionLayout
import CollectionView
import Foundation
import UIKitCompat

/// Cells built in code with Auto Layout, as iOS apps write them: an image view, two labels in a
/// stack and a button, pinned to the content view's margins. What sizing 10,000 of them costs
/// through `preferredLayoutAttributesFitting` (one reused cell, as the reuse queue hands them out),
/// and the program's work per frame while a list of a million such cells scrolls (a step, the
/// measuring pass, the frame drawn on a canvas that records nothing), with its peak memory.
///
/// Text is measured at a fixed width per character, so the numbers are Auto Layout's and the
/// views', not the font's.
enum ViewCellBenchmarks {
    final class ContactCell: UICollectionViewCell {
        let avatar = UIImageView()
        let name = UILabel()
        let note = UILabel()
        let call = UIButton(configuration: .tinted())

        override init(frame: CGRect) {
            super.init(frame: frame)
            note.numberOfLines = 0
            name.font = .preferredFont(forTextStyle: .headline)
            var configuration = UIButton.Configuration.tinted()
            configuration.title = "Call"
            call.configuration = configuration
            call.setContentHuggingPriority(.required, for: .horizontal)
            let labels = UIStackView(arrangedSubviews: [name, note])
            labels.axis = .vertical
            labels.spacing = 2
            for view in [avatar, labels, call] {
                view.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(view)
            }
            let margins = contentView.layoutMarginsGuide
            NSLayoutConstraint.activate([
                avatar.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                avatar.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                avatar.widthAnchor.constraint(equalToConstant: 44),
                avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
                avatar.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor),
                labels.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
                labels.topAnchor.constraint(equalTo: margins.topAnchor),
                labels.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
                call.leadingAnchor.constraint(equalTo: labels.trailingAnchor, constant: 12),
                call.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                call.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            ])
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        func configure(_ item: Int) {
            name.text = "Contact \(item)"
            note.text = String(repeating: "note ", count: 1 + item % 12)
        }
    }

    final class CharacterMeasurer: TextMeasuring {
        func advance(of text: Substring, font: FontSpec) -> Double { Double(text.count) * font.size * 0.55 }
        func metrics(of font: FontSpec) -> FontMetrics { FontMetrics(ascent: font.size * 0.93, descent: font.size * 0.24) }
    }

    static func register() {
        Benchmark("views: size 10,000 cells (image, two labels in a stack, a button) through constraints",
                  configuration: .init(metrics: [.wallClock], timeUnits: .milliseconds, maxDuration: .seconds(5), maxIterations: 20)) { benchmark in
            let cell = ContactCell(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
            attributes.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
            let measurer = CharacterMeasurer()
            for _ in benchmark.scaledIterations {
                var total: CGFloat = 0
                TextMeasurement.measuring(with: measurer) {
                    for item in 0..<10_000 {
                        cell.prepareForReuse()
                        cell.configure(item)
                        total += cell.preferredLayoutAttributesFitting(attributes).size.height
                    }
                }
                blackHole(total)
            }
        }

        Benchmark("views: a frame of a million contact cells scrolling (step, measure, draw)",
                  configuration: .init(metrics: [.wallClock, .peakMemoryResident], timeUnits: .microseconds,
                                       maxDuration: .seconds(4), maxIterations: 3_000)) { benchmark in
            // One list for every sample, so a sample is one frame of a scroll under way.
            let scroll = try Scroll.shared ?? Scroll()
            Scroll.shared = scroll
            for _ in benchmark.scaledIterations { scroll.step() }
        }
    }

    /// A million contacts on a screen, scrolled 23 points a frame.
    final class Scroll {
        nonisolated(unsafe) static var shared: Scroll?
        let list = ContactsList(count: 1_000_000)
        let screen: CollectionScreen
        let canvas = SilentCanvas(), measurer = CharacterMeasurer()
        var offset = 0.0

        init() throws {
            screen = try CollectionScreen(layout: list.collectionView.collectionViewLayout.collectionViewLayout, dataSource: list.dataSource,
                                          size: Size(width: 390, height: 844), measurer: measurer)
            screen.measureVisible()
            screen.draw(on: canvas, measurer: measurer)
        }

        func step() {
            offset += 23
            screen.setMainOffset(offset)
            screen.measureVisible()
            screen.draw(on: canvas, measurer: measurer)
        }
    }

    /// A diffable list of `count` contact cells from a registration.
    final class ContactsList {
        let collectionView: UICollectionView
        let dataSource: UICollectionViewDiffableDataSource<Int, Int>

        init(count: Int) {
            var list = UICollectionLayoutListConfiguration(appearance: .plain)
            list.showsSeparators = false
            collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844),
                                              collectionViewLayout: UICollectionViewCompositionalLayout.list(using: list))
            let registration = UICollectionView.CellRegistration<ContactCell, Int> { cell, _, item in cell.configure(item) }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(Array(0..<count))
            dataSource.apply(snapshot, animatingDifferences: false)
        }
    }
}
