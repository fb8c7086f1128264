import XCollectionProgram

// xcollection hands every `--swift` run to this program; run directly, it is the same command.
XCollectionMain.run(swiftFiles: SwiftFileHost())
