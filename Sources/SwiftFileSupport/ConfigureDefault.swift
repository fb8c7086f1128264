import UIKitCompat

/// What a `--swift` file that defines no `configure(_:)` does to its collection view: nothing.
///
/// As with `itemCounts`, the generated entry point calls `configure` unqualified, and a file's
/// own top-level `func configure(_ collectionView: UICollectionView)` shadows this one.
public func configure(_ collectionView: UICollectionView) {}
