/// A key an example answers in the window, with the line the key help shows for it.
public struct ExampleKeyCommand: Sendable {
    /// The character typed (shift already applied: "R" is shift+r).
    public let character: Character
    /// What the key does, for the key help.
    public let help: String
    /// Runs on the window's loop when the key is pressed.
    public let action: @Sendable () -> Void

    /// `character` runs `action`; `help` says what it does.
    public init(_ character: Character, _ help: String, action: @escaping @Sendable () -> Void) {
        self.character = character
        self.help = help
        self.action = action
    }
}
