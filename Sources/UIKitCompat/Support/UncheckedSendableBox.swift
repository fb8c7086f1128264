/// Carries one of UIKit's closures (a section or custom item provider) into the engine, whose
/// providers must be Sendable.
///
/// UIKit's closures are not Sendable and may capture the layout objects, which are classes.
/// The engine calls a provider only during a solve, on the thread that asked for it, so the
/// closure runs where the caller's layout code runs; UIKit has the same rule (the main thread).
final class UncheckedSendableBox<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
