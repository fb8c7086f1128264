import ArgumentParser

/// `--swift-version 5|6`: the language mode a `--swift` file is compiled in.
enum SwiftLanguageMode {
    static func parse(_ argument: String) throws -> Int {
        guard let mode = Int(argument), mode == 5 || mode == 6 else {
            throw ValidationError("the Swift language mode is 5 or 6")
        }
        return mode
    }
}
