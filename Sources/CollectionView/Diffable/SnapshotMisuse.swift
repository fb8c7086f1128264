/// A snapshot edit or question UIKit refuses, with the call and the identifiers at fault.
///
/// The snapshot's own methods stop the program with this message, as UIKit raises an exception;
/// the edits of ``DiffableDataSourceSnapshot/checked`` throw it instead.
public struct SnapshotMisuse: Error, Equatable, CustomStringConvertible {
    /// The method that was called, as `appendItems(_:toSection:)`.
    public let call: String
    /// What was wrong, naming up to ten of the identifiers at fault.
    public let problem: String
    /// The type whose method was called.
    public var snapshotType = "DiffableDataSourceSnapshot"

    /// The call and the problem on one line.
    public var description: String { "\(call): \(problem)" }

    /// The most identifiers a message names; the rest are counted.
    public static let namedIdentifierLimit = 10

    /// Stops the program with the message, as UIKit raises for the same misuse.
    @usableFromInline func trap() -> Never {
        fatalError("\(snapshotType).\(description)")
    }

    /// `identifiers` written out, the first ten by name and the rest counted.
    @usableFromInline static func listing<Identifier>(_ identifiers: [Identifier]) -> String {
        let named = identifiers.prefix(namedIdentifierLimit).map { String(reflecting: $0) }.joined(separator: ", ")
        let rest = identifiers.count - min(identifiers.count, namedIdentifierLimit)
        return rest > 0 ? "\(named) and \(rest) more" : named
    }

    /// The same misuse, made with the named snapshot type.
    @usableFromInline func made(with type: String) -> SnapshotMisuse {
        var misuse = self
        misuse.snapshotType = type
        return misuse
    }

    @usableFromInline static func plural(_ count: Int, _ noun: String) -> String {
        count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
    }

    @usableFromInline static func noSections(call: String) -> SnapshotMisuse {
        SnapshotMisuse(call: call, problem: "the snapshot has no sections to append items to; append a section first")
    }

    @usableFromInline static func repeated<Identifier>(_ identifiers: [Identifier], kind: String, call: String) -> SnapshotMisuse {
        SnapshotMisuse(call: call, problem: "\(kind) identifiers must be unique; repeated in the argument: \(listing(identifiers))")
    }

    @usableFromInline static func existingSections<Identifier>(_ identifiers: [Identifier], call: String) -> SnapshotMisuse {
        SnapshotMisuse(call: call, problem: "\(plural(identifiers.count, "section identifier")) already in the snapshot: "
                       + listing(identifiers))
    }

    @usableFromInline static func unknownSections<Identifier>(_ identifiers: [Identifier], call: String) -> SnapshotMisuse {
        SnapshotMisuse(call: call, problem: "\(plural(identifiers.count, "section identifier")) not in the snapshot: "
                       + listing(identifiers))
    }

    @usableFromInline static func unknownItems<Identifier>(_ identifiers: [Identifier], call: String) -> SnapshotMisuse {
        SnapshotMisuse(call: call, problem: "\(plural(identifiers.count, "item identifier")) not in the snapshot: "
                       + listing(identifiers))
    }

    @usableFromInline static func existingItems<Identifier>(_ identifiers: [Identifier], call: String) -> SnapshotMisuse {
        SnapshotMisuse(call: call, problem: "\(plural(identifiers.count, "item identifier")) already in the snapshot: "
                       + listing(identifiers))
    }

    @usableFromInline static func destinationAmongMoved<Identifier>(_ destination: Identifier, call: String) -> SnapshotMisuse {
        SnapshotMisuse(call: call, problem: "the destination \(String(reflecting: destination)) is itself among the "
                       + "identifiers being placed")
    }
}
