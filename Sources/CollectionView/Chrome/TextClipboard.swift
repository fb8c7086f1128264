/// A clipboard outside the program that a window shares with others (X's CLIPBOARD selection),
/// which a screen's text fields copy to and paste from.
public protocol TextClipboard: AnyObject {
    /// The clipboard's text: reading asks its owner, writing takes ownership.
    var text: String? { get set }
}
