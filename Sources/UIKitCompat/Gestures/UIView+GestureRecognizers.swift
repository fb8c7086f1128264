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

    /// A click at `point` (this view's coordinates) at `time` offered to its recognizers: true
    /// when one recognised it or counted it as a tap of its gesture. Of those whose gesture it
    /// completes, one recognises — the one asking for the most taps, then the first added — and
    /// others only where a delegate lets them recognise with it, as UIKit fails the rest; one
    /// that requires the failure of a recognizer recognising now fails.
    func offerClickToRecognizers(at point: CGPoint, time: Double?) -> Bool {
        guard isUserInteractionEnabled else { return false }
        // Taps counted before that this click does not continue have failed by now: those
        // waiting on them recognise first, where they were.
        for case let tap as UITapGestureRecognizer in attachedRecognizers where tap.isCounting && !tap.continuesCount(at: point, time: time) {
            tap.failCounting()
        }
        var took = false
        var complete: [UIGestureRecognizer] = []
        for recognizer in attachedRecognizers {
            switch recognizer.offerClick(at: point, time: time) {
            case .ignored: break
            case .counted: took = true
            case .complete:
                took = true
                complete.append(recognizer)
            }
        }
        // Each recognizer the click completes asks the delegates whether it waits for another
        // of the view's recognizers (one counting taps, say) to fail first.
        for recognizer in complete {
            for other in attachedRecognizers { recognizer.askDelegates(aboutWaitingFor: other) }
        }
        let ordered = complete.enumerated().sorted { first, second in
            let firstTaps = (first.element as? UITapGestureRecognizer)?.numberOfTapsRequired ?? 1
            let secondTaps = (second.element as? UITapGestureRecognizer)?.numberOfTapsRequired ?? 1
            return firstTaps != secondTaps ? firstTaps > secondTaps : first.offset < second.offset
        }.map(\.element)
        var recognizing: [UIGestureRecognizer] = []
        for recognizer in ordered {
            if recognizing.contains(where: { recognizer.requiresFailure(of: $0) }) {
                recognizer.fail()
            } else if recognizing.allSatisfy({ Self.mayRecognizeTogether(recognizer, $0) }) {
                recognizing.append(recognizer)
            }
        }
        for recognizer in recognizing { recognizer.recognize() }
        return took
    }

    /// Whether either recognizer's delegate lets the two recognise at once.
    private static func mayRecognizeTogether(_ first: UIGestureRecognizer, _ second: UIGestureRecognizer) -> Bool {
        first.delegate?.gestureRecognizer(first, shouldRecognizeSimultaneouslyWith: second) == true
            || second.delegate?.gestureRecognizer(second, shouldRecognizeSimultaneouslyWith: first) == true
    }
}
