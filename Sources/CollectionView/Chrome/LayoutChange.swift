/// The screen's collection view given another layout by its code (`setCollectionViewLayout`),
/// as the screen takes it at its next frame.
public struct LayoutChange {
    /// Whether the elements move from where the old layout put them to where the new one does.
    public var isAnimated: Bool
    /// Runs once the new layout is shown: at the end of the movement when animated.
    public var completion: (() -> Void)?

    public init(isAnimated: Bool, completion: (() -> Void)? = nil) {
        self.isAnimated = isAnimated
        self.completion = completion
    }
}
