import CollectionLayout

/// A registration `registerForTraitChanges` returns, to unregister with.
public protocol UITraitChangeRegistration: AnyObject {}

/// What a view or a controller registers to hear when some traits change (iOS 17), in place of
/// overriding `traitCollectionDidChange(_:)`: the handler, or the action sent to the target,
/// runs after that call when any of the traits named changed.
public protocol UITraitChangeObservable: AnyObject {
    /// Runs `action` on `target` (with the object whose traits changed as its argument, when it
    /// takes one) when any of `traits` changes.
    @discardableResult
    func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration
    /// Stops a registration.
    func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}

extension UITraitChangeObservable {
    /// Runs `handler` with this object and the traits before when any of `traits` changes. As
    /// UIKit's, it is generic over the object's type, so `{ (self: Self, previous: UITraitCollection) in … }`
    /// is inferred from the closure.
    @discardableResult
    public func registerForTraitChanges<Environment: UITraitChangeObservable>(
        _ traits: [UITrait], handler: @escaping (Environment, UITraitCollection) -> Void) -> any UITraitChangeRegistration {
        TraitChangeRegistrations.add(TraitChangeHandler(traits: traits) { [weak self] previous in
            if let environment = self as? Environment { handler(environment, previous) }
        }, to: self)
    }

    /// Sends `action` to this object itself when any of `traits` changes.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
        registerForTraitChanges(traits, target: self, action: action)
    }

    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration {
        let target = target as AnyObject
        return TraitChangeRegistrations.add(TraitChangeHandler(traits: traits) { [weak self, weak target] _ in
            SelectorDispatch.send(action, to: target, from: self)
        }, to: self)
    }

    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        TraitChangeRegistrations.remove(registration, from: self)
    }
}

/// One registration: the traits it listens to and what runs.
final class TraitChangeHandler: UITraitChangeRegistration {
    let traits: [UITrait]
    let run: (UITraitCollection) -> Void

    init(traits: [UITrait], run: @escaping (UITraitCollection) -> Void) {
        self.traits = traits
        self.run = run
    }

    /// Whether any trait it listens to differs between `previous` and `current`.
    func matches(_ previous: Traits, _ current: Traits) -> Bool {
        traits.contains { ($0 as? any SystemTraitDefinition.Type)?.differs(previous, current) == true }
    }
}

/// The registrations of each view and controller, kept beside them rather than in every view.
enum TraitChangeRegistrations {
    nonisolated(unsafe) private static var byObject: [ObjectIdentifier: [TraitChangeHandler]] = [:]

    static func add(_ handler: TraitChangeHandler, to object: AnyObject) -> TraitChangeHandler {
        byObject[ObjectIdentifier(object), default: []].append(handler)
        return handler
    }

    static func remove(_ registration: any UITraitChangeRegistration, from object: AnyObject) {
        byObject[ObjectIdentifier(object)]?.removeAll { $0 === registration }
    }

    /// `object`'s traits went from `previous` to `current`: its registrations for a trait that changed run.
    static func notify(_ object: AnyObject, from previous: Traits, to current: Traits) {
        guard !byObject.isEmpty, let handlers = byObject[ObjectIdentifier(object)] else { return }
        let collection = UITraitCollection(traits: previous)
        for handler in handlers where handler.matches(previous, current) { handler.run(collection) }
    }

    /// `object` is gone: its registrations go with it.
    static func forget(_ object: AnyObject) {
        guard !byObject.isEmpty else { return }
        byObject[ObjectIdentifier(object)] = nil
    }
}

extension UIView: UITraitChangeObservable {}
extension UIViewController: UITraitChangeObservable {}
