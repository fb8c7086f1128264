extension UIView {
    /// The recognizers attached to the view, in the order added.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { attachedRecognizers.isEmpty ? nil : attachedRecognizers }
        set {
            for recognizer in attachedRecognizers { recognizer.view = nil }
            attachedRecognizers = newValue ?? []
            for recognizer in attachedRecognizers { recognizer.view = self }
        }
    }

    /// Attaches `gestureRecognizer`, taking it from the view it was on.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        attachedRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches `gestureRecognizer`.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        attachedRecognizers.removeAll { $0 === gestureRecognizer }
        if gestureRecognizer.view === self { gestureRecognizer.view = nil }
    }

    /// A click at `point` (this view's coordinates) offered to its recognizers: true when one took it.
    func offerClickToRecognizers(at point: CGPoint) -> Bool {
        guard isUserInteractionEnabled else { return false }
        return attachedRecognizers.contains { $0.takeClick(at: point) }
    }
}
