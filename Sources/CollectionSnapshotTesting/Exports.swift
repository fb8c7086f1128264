// A test file needs only `import CollectionSnapshotTesting` and `import SnapshotTesting`; the
// scene's parts (layouts, data sources, sizes) come with this module.
@_exported import CollectionLayout
@_exported import CollectionView
// A UX check for `.interaction(_:)`, read with `UXScript.read(_:viewSize:)`.
@_exported import struct CollectionWindow.UXScript
