import ArgumentParser

/// Comparing a render or a dump with a golden, or recording the golden. One titled group of `xcollection --help`.
struct ComparisonOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Render as --screenshot does and compare with a golden PNG, or compare the layout dump with a golden .json; exit 1 when they differ, or when the golden was missing and is now recorded.",
                                            valueName: "golden.png|golden.json"))
    var compare: String?


    @Flag(name: .long, help: "With --compare, write the golden (replacing it) instead of comparing.")
    var record = false


    @Option(name: .long, help: ArgumentHelp("With --compare GOLDEN.png, write the actual and diff images into this folder instead of beside the golden; with --script, the script's screenshots instead of beside the script.", valueName: "dir"))
    var artifacts: String?
}
