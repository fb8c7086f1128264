/// A data source whose contents change while it is shown, as a diffable data source's do when
/// a snapshot is applied. A collection view showing one observes it and re-lays itself out.
public protocol UpdatingDataSource: CollectionDataSource, AnyObject {
    /// Calls `observer` with every later change until the returned observation is released.
    func observeUpdates(_ observer: @escaping (DataSourceUpdate) -> Void) -> UpdateObservation
}

/// Keeps an observer of an `UpdatingDataSource` registered for as long as it lives.
public final class UpdateObservation {
    private let cancel: () -> Void

    /// An observation that runs `cancel` when it ends.
    public init(cancel: @escaping () -> Void) {
        self.cancel = cancel
    }

    deinit { cancel() }
}
