/// How many subitems a group holds.
public enum GroupSubitemCount: Hashable, Sendable {
    /// The subitems, repeated in order, as many as fit (`subitems:`).
    case fill
    /// Exactly this many equal items sharing the group's extent (`subitem:count:`).
    case count(Int)
    /// Exactly this many repetitions at the subitem's own size (`repeatingSubitem:count:`).
    case repeating(Int)
}
