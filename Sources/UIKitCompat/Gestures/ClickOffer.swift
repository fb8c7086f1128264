/// What a click offered to a recognizer is to it.
enum ClickOffer {
    /// Not its gesture.
    case ignored
    /// One of its taps, with more to come: it waits for the next.
    case counted
    /// Its gesture is complete: it recognises, unless another recognizer wins the click.
    case complete
}
