import SwiftParser
import SwiftSyntax

/// Makes iOS target–action code compile on Linux, where Swift has no Objective-C runtime: a
/// pass over the files' syntax trees, source in and source out.
///
/// - `@objc`, `@objcMembers`, `@IBAction`, `@IBOutlet` and the other Objective-C and Interface
///   Builder attributes are removed;
/// - each `#selector(…)` becomes `Selector("name")`, the Objective-C name of the method it
///   refers to (`#selector(didTap(_:))` is `Selector("didTap:")`);
/// - `DispatchQueue.main.asyncAfter(…)` becomes `MainQueueTimers.asyncAfter(…)`, the same
///   scheduling, told to the drain that runs a screen's main queue before its first frame;
/// - each class whose methods were `@objc` or `@IBAction` gets, at the end of the file, a static
///   dispatch that calls them by that name, and ``registrations`` registers every dispatch with
///   UIKitCompat's `SelectorTable`, so `UIControl.addTarget(_:action:for:)` and
///   `UIBarButtonItem(…target:action:)` reach them.
///
/// The edits are made where the parser found the attributes and expressions, within their
/// lines: a rewritten file has the user's lines where they were, and starts with a
/// `#sourceLocation` naming the user's file, so the compiler's diagnostics point at the user's
/// own lines.
public struct TargetActionRewrite {
    /// A file as read.
    public struct File: Sendable {
        public let path: String
        public let text: String
        public init(path: String, text: String) {
            self.path = path
            self.text = text
        }
    }

    /// The files' texts as they are compiled: the rewritten text of each file that needed it,
    /// nil for one left as it was.
    public let rewritten: [String?]
    /// The source of `func _xcollectionRegisterSelectors()`, which registers the dispatches.
    public let registrations: String

    /// Changes whenever what the rewrite writes does, so libraries of an older rewrite are not
    /// taken from the cache.
    public static let version = 2

    /// The name of the registration function the generated entry point calls.
    public static let registrationFunction = "_xcollectionRegisterSelectors"

    /// Rewrites `files`, which are compiled together as one module.
    public init(files: [File]) {
        let trees = files.map { file in Self.needsRewriting(file.text) ? Parser.parse(source: file.text) : nil }
        var perFile: [[ActionMethod]] = []
        for tree in trees {
            guard let tree else { perFile.append([]); continue }
            let collector = ActionMethodCollector()
            collector.walk(tree)
            perFile.append(collector.methods)
        }
        let allMethods = perFile.flatMap { $0 }
        var rewritten: [String?] = []
        var calls: [String] = []
        for (index, file) in files.enumerated() {
            guard let tree = trees[index] else { rewritten.append(nil); continue }
            let edits = SourceEditCollector(methods: allMethods)
            edits.walk(tree)
            var text = Self.applying(edits.edits, to: file.text)
            let dispatch = DispatchSource(methods: perFile[index], fileIndex: index)
            if !dispatch.types.isEmpty {
                text += "\n#sourceLocation()\n" + dispatch.text
                calls += dispatch.registrationCalls
            }
            rewritten.append("#sourceLocation(file: \(Self.literal(file.path)), line: 1)\n" + text)
        }
        self.rewritten = rewritten
        let body = calls.map { "    " + $0 }.joined(separator: "\n")
        registrations = """
            import UIKitCompat

            /// Registers the selector dispatches the rewrite generated for the files' classes, in
            /// place of those of files opened before.
            func \(Self.registrationFunction)() {
                SelectorTable.removeAll()
            \(body.isEmpty ? "" : body + "\n")}

            """
    }

    /// Whether `text` holds anything the rewrite changes; a file without is compiled as it is.
    static func needsRewriting(_ text: String) -> Bool {
        text.contains("#selector") || text.contains("@objc") || text.contains("@IB") || text.contains("@nonobjc")
            || text.contains("@GKInspectable") || text.contains("asyncAfter")
    }

    /// `text` with `edits` made, from the last so each one's offsets still hold.
    static func applying(_ edits: [SourceEdit], to text: String) -> String {
        var bytes = Array(text.utf8)
        for edit in edits.sorted(by: { $0.start > $1.start }) where edit.start <= edit.end && edit.end <= bytes.count {
            bytes.replaceSubrange(edit.start..<edit.end, with: Array(edit.replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `text` as a Swift string literal.
    static func literal(_ text: String) -> String {
        var escaped = "\""
        for character in text {
            if character == "\\" || character == "\"" { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped + "\""
    }
}
