import CX11

extension Key {
    /// The key of the X keysym called `name` (`Page_Down`, `Home`, `bracketright`, `a`); nil for a
    /// name X does not know. Needs no display.
    public init?(named name: String) {
        let keysym = XStringToKeysym(name)
        guard keysym != 0 else { return nil }
        self.init(keysym: UInt(keysym))
    }
}
