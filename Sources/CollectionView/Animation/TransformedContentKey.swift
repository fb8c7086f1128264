import CollectionLayout

/// What a transformed element's layer is drawn from: equal keys, equal pixels before the
/// transform, so a canvas may keep the picture (`Canvas.drawTransformedLayer`).
struct TransformedContentKey: Hashable {
    let content: CellContent
    let size: Size
    let selected: Bool
    let background: Color
}
