extension String {
    /// The text with spaces after it up to `width` characters, for columns of names.
    func padded(to width: Int) -> String {
        self + String(repeating: " ", count: Swift.max(0, width - count))
    }
}
