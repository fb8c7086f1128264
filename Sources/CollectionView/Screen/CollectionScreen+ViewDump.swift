import CollectionLayout

extension CollectionScreen {
    /// The screen's scroll state and elements on screen as a collection view's node in
    /// `--dump-views` carries them, each element with its cell's views measured by `measurer`.
    public func scrollMembers(adjustedContentInset: [Double], measurer: any TextMeasuring) -> String {
        host.solving {
            ScrollMembers.json(of: layout, offsets: offsets, adjustedContentInset: adjustedContentInset) { element in
                dataSource.content(for: element)?.drawing?.content.viewTree(at: element.frame, measurer: measurer)
            }
        }
    }
}
