// The collection view's API is spelled in the layout engine's types (sizes, index paths, traits,
// devices): importing CollectionView brings them.
@_exported import CollectionLayout
