import ArgumentParser

/// What the window does besides showing the layout: reloading a saved file, and logging its events. One titled group of `xcollection --help`.
struct WindowOptions: ParsableArguments {
    @Flag(name: .long, help: "Reload the --layout or --swift file in the window whenever it is saved, keeping the place; a file that does not read (or compile) leaves the last good layout under a banner.")
    var watch = false


    @Flag(name: .long, help: "Write the window's events as JSON lines on standard output (see docs/window.md).")
    var logEvents = false


    @Flag(name: .long, help: "With --log-events, also write each frame's CPU time.")
    var logFrames = false


    @Flag(name: .long, help: "With --log-events, write when each phase of the start ended, after the ready event (docs/window.md).")
    var logStartup = false

}
