import ArgumentParser

/// UX checks as files: a script of gestures and expectations, played headless. One titled group of `xcollection --help`.
struct ScriptOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Play the gestures, waits and expectations of a UX check and print each step's result (docs/ux-scripts.md).",
                                            valueName: "check.json"))
    var script: String?


    @Flag(name: .long, help: "With --script, play on a private display with a simulated clock: the same rests and pictures on every machine.")
    var headless = false


    @Option(name: .long, help: ArgumentHelp("With --script, write the run as an animated PNG at 30 frames a second, in device pixels.", valueName: "file.png"))
    var video: String?


    @Option(name: .long, help: ArgumentHelp("Add this run's results to a report folder and write its index.html again: every --compare FILE.png and --script run given it, newest first (docs/ux-scripts.md).",
                                            valueName: "folder"))
    var report: String?

}
