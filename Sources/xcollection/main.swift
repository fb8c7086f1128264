import XCollectionProgram

// A `--swift` run is the same command in xcollection-swift, the program that can compile and
// load a file; this one never loads the compiler's runtime or Foundation.
if SwiftHostHandOff.wanted(CommandLine.arguments) { SwiftHostHandOff.execute(CommandLine.arguments) }
XCollectionMain.run(swiftFiles: nil)
