/// The words of the one line a `--swift` program says when the code it runs traps
/// (`xcollection: PATH:LINE: the --swift code trapped: REASON`), shared by the program that says
/// it and those that read it from its standard error: the window keeper, and the trial of a
/// watched save.
public enum TrapLine {
    /// What a trap with a known reason is called.
    public static let trapped = "the --swift code trapped"
    /// What a trap with no reason found is called.
    public static let stopped = "the --swift code stopped at a trap"

    /// The trap `line` (as written on standard error) tells of, without the program's name;
    /// nil for any other line.
    public static func trap(in line: String) -> String? {
        let prefix = "xcollection: "
        guard line.hasPrefix(prefix), line.contains(trapped) || line.contains(stopped) else { return nil }
        return String(line.dropFirst(prefix.count))
    }
}
