import ArgumentParser

/// What the program writes instead of opening a window: a screenshot, a dump, a description, a layout file; and what the inspector adds. One titled group of `xcollection --help`.
struct OutputOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Render the first frame to a PNG file and exit.", valueName: "file.png"))
    var screenshot: String?


    @Flag(name: .long, help: "Print the solved layout as JSON and exit; needs no display.")
    var dumpLayout = false


    @Flag(name: .long, help: "Print the layout dump with the view tree of each cell on the first screen that is made of views (UIKit cells built in code) under a \"views\" key, and exit (docs/views.md).")
    var dumpViews = false


    @Flag(name: .long, help: "Print the first screen as ASCII boxes and exit; needs no display.")
    var visualDescription = false


    @Flag(name: .long, help: "With --swift, print the files as they are compiled, target–action rewritten (@objc and #selector made to compile on Linux), and exit (docs/screens.md).")
    var showRewritten = false


    @Flag(name: .long, help: "Print the example as a layout file to start your own from (or a layout file as the program reads it), and exit.")
    var exportLayout = false


    @Flag(name: .long, help: "Draw the inspector (groups, insets, spacing, anchors, orthogonal strips) over the window, --screenshot or --compare FILE.png; with --dump-layout, add them under a \"debug\" key (docs/layout-file.md).")
    var inspect = false


    @Flag(inversion: .prefixedNo,
          help: "With --dump-layout or --compare FILE.json, measure self-sizing text as a screenshot does (the default), or keep the estimates.")
    var measure = true

}
