/// The views observing an `UpdatingDataSource`: what its `observeUpdates(_:)` registers and what
/// tells them of a change.
public final class UpdateObservers {
    private var observers: [Int: (DataSourceUpdate) -> Void] = [:]
    private var nextObserver = 0

    /// No observers yet.
    public init() {}

    /// Calls `observer` with every later change until the returned observation is released.
    public func add(_ observer: @escaping (DataSourceUpdate) -> Void) -> UpdateObservation {
        let key = nextObserver
        nextObserver += 1
        observers[key] = observer
        return UpdateObservation { [weak self] in self?.observers[key] = nil }
    }

    /// Tells every observer of `update`. Its completion runs once, after the first view showing
    /// the data has the change on screen, or at once when no view shows it.
    public func notify(_ update: DataSourceUpdate) {
        if observers.isEmpty {
            update.completion?()
            return
        }
        for (position, observer) in observers.values.enumerated() {
            observer(position == 0 ? update : update.withoutCompletion)
        }
    }
}
