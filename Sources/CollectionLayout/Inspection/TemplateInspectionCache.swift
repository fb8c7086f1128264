import Synchronization

/// The template inspections of one solution, made on first use and kept: a solution is shared
/// between threads as a value, so the one mutable part behind it takes a lock. Nothing is made
/// until something is inspected, so solving and the ordinary queries never pay for it.
final class TemplateInspectionCache: @unchecked Sendable {
    /// Which of a section's templates: the one solved at the estimate (or the only one), or a
    /// measured one of the given extent along the main axis.
    enum Template: Hashable {
        case estimated
        case measured(Double)
    }

    private struct Key: Hashable {
        let section: Int
        let template: Template
    }

    private let inspections = Mutex<[Key: TemplateInspection]>([:])

    /// Section `section`'s inspection of `template`, made by `make` the first time.
    func inspection(section: Int, template: Template, make: () -> TemplateInspection?) -> TemplateInspection? {
        let key = Key(section: section, template: template)
        return inspections.withLock { inspections in
            if let found = inspections[key] { return found }
            guard let made = make() else { return nil }
            inspections[key] = made
            return made
        }
    }
}
