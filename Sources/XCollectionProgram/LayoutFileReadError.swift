/// Why a layout file could not be read, in one line that names it: the program prints it and
/// exits, or, watching the file, shows it over the last good layout.
struct LayoutFileReadError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
