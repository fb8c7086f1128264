import CollectionView

/// Where labels measure their text: the screen's measurer while a collection screen lays out,
/// measures or draws view cells (Xft in the program and in snapshots), else ``defaultMeasurer``.
public enum TextMeasurement {
    @TaskLocal static var current: UncheckedSendableBox<any TextMeasuring>?

    /// What labels measure with outside a screen (a view laid out in a unit test): a stand-in
    /// that gives every character 0.55 em, an ascent of 0.93 em and a descent of 0.24 em, close to
    /// DejaVu Sans. Set it to a real measurer (`XftTextMeasurer` in `CollectionWindow`) for exact
    /// sizes; the program sets it to the window's.
    nonisolated(unsafe) public static var defaultMeasurer: any TextMeasuring = EstimatedTextMeasurer()

    /// The measurer labels use now.
    static var measurer: any TextMeasuring { current?.value ?? defaultMeasurer }

    /// Runs `body` with labels measuring through `measurer`.
    public static func measuring<Value>(with measurer: any TextMeasuring, _ body: () throws -> Value) rethrows -> Value {
        try $current.withValue(UncheckedSendableBox(measurer)) { try body() }
    }
}
