import CollectionLayout

/// Where the view is scrolled and how it is moving: the main axis (wheel and key eases, or the
/// momentum or spring after a drag) and each orthogonal section on its own.
struct ScrollState {
    /// The main axis's eases, and its offset and range.
    private(set) var main: WheelScroller
    /// The main axis's momentum or spring after a drag.
    private var mainMotion: ScrollMotion?
    /// Each orthogonal section's own scrolling, by section.
    private(set) var orthogonal: [Int: OrthogonalScroller] = [:]
    /// Wheel or key input under way on the main axis.
    private var mainInput: MainInput?

    /// Wheel or key input: where and when it began, and how far it is on its way to rest.
    private struct MainInput {
        enum Phase {
            /// Easing where the input sends it.
            case easing
            /// Come to where it was heading; waits to be asked where it rests (`settleInput`).
            case awaitingRest
            /// Easing to the rest it was given.
            case easingToRest
        }
        let origin: Double
        let start: Double
        var phase = Phase.easing
    }

    /// The main axis's range ends on the nearest whole pixel to the content's end, so it rests
    /// on whole pixels, as on a 1x screen.
    init(maximum: Double) {
        main = WheelScroller(maximum: maximum.pixelRounded)
    }

    var isAnimating: Bool {
        isMainMoving || orthogonal.values.contains { $0.isMoving }
    }

    /// Whether the main axis is easing, gliding, springing back, or waiting to be told its rest.
    var isMainMoving: Bool { main.isAnimating || mainMotion != nil || inputAwaitsRest }

    /// Gives every orthogonal section of `layout` its scroller, new ones at their start and
    /// existing ones on the group or page they showed, in their (perhaps new) geometry; the
    /// events for the sections that came to rest somewhere new.
    mutating func adopt(_ layout: any SolvedCollectionLayout, crossExtent: Double) -> [CollectionEvent] {
        var scrollers: [Int: OrthogonalScroller] = [:]
        var events: [CollectionEvent] = []
        for section in layout.orthogonalScrollSections where section.behavior != .none {
            let snapping = OrthogonalSnapping(section: section, viewportExtent: crossExtent)
            if var existing = orthogonal[section.section] {
                if existing.update(snapping) { events.append(.settledOrthogonal(section: section.section, offset: existing.offset)) }
                scrollers[section.section] = existing
            } else {
                scrollers[section.section] = OrthogonalScroller(snapping: snapping)
            }
        }
        orthogonal = scrollers
        return events
    }

    /// Moves each orthogonal section's scrolling to the section's new index after the data
    /// changed; sections that are gone lose theirs.
    mutating func remapOrthogonalSections(_ newIndex: (Int) -> Int?) {
        var remapped: [Int: OrthogonalScroller] = [:]
        for (section, scroller) in orthogonal {
            if let index = newIndex(section) { remapped[index] = scroller }
        }
        orthogonal = remapped
    }

    /// Puts the main axis at `offset` (clamped) at once, stopping whatever moved it.
    mutating func setMain(_ offset: Double) {
        mainMotion = nil
        mainInput = nil
        main.set(offset: offset)
    }

    mutating func setMainMaximum(_ maximum: Double) {
        main.setMaximum(maximum.pixelRounded)
    }

    /// Moves the main axis, and wherever it is heading, by `delta` with a new range: content
    /// above the view grew or shrank, and what is shown stays put.
    mutating func shiftMain(by delta: Double, maximum: Double) {
        main.shift(by: delta, maximum: maximum.pixelRounded)
    }

    /// Moves the range's start by `-delta` under content that stays where it is: the main axis
    /// is held where it is at `now` and rebased, then (`settling`) comes to rest in the new range;
    /// not settling, the drag that holds it lets it go.
    mutating func rebaseMain(by delta: Double, maximum: Double, now: Double, resting: MainAxisResting, settling: Bool) {
        let wasMoving = isMainMoving
        holdMain(now: now)
        main.rebase(by: delta, maximum: maximum.pixelRounded)
        if settling, wasMoving || !(0...main.maximum).contains(main.offset) { releaseHeldMain(now: now, resting: resting) }
    }

    /// Stops the main axis's momentum where it is at `now`.
    mutating func catchMain(now: Double) {
        guard let motion = mainMotion else { return }
        main.set(offset: motion.state(at: now).offset)
        mainMotion = nil
    }

    /// Stops whatever moves the main axis where it is at `now`, as a touch does: an ease, a
    /// glide, or a spring back from past an end (which then stays past it until released).
    mutating func holdMain(now: Double) {
        mainInput = nil
        if let motion = mainMotion {
            main.follow(motion.state(at: now).offset)
            mainMotion = nil
        } else if main.isAnimating {
            main.follow(main.offset)
        }
    }

    /// Lets go of a held main axis: back to the end it is past, or to rest where `resting`
    /// says for a release without speed — reported as a rest either way.
    mutating func releaseHeldMain(now: Double, resting: MainAxisResting) {
        let offset = main.offset
        let target = resting.rest(releasedAt: offset, velocity: 0, dragStart: offset).target
        mainMotion = .spring(from: offset, velocity: 0, target: target, start: now)
    }

    /// Eases the main axis by `delta`, on from where it is heading: input a person gives, whose
    /// rest the layout (or paging) may move once it comes to rest.
    mutating func scrollMain(by delta: Double, now: Double) {
        catchMain(now: now)
        noteInput(now: now)
        main.scroll(by: delta, now: now)
    }

    /// Eases the main axis to `offset` (clamped), and rests there: a jump to an end.
    mutating func scrollMain(to offset: Double, now: Double) {
        catchMain(now: now)
        mainInput = nil
        main.scroll(to: offset, now: now)
    }

    /// Input that starts from rest, or from a rest already chosen or waiting to be, begins anew.
    private mutating func noteInput(now: Double) {
        if mainInput?.phase != .easing || !main.isAnimating {
            mainInput = MainInput(origin: main.offset, start: now)
        }
    }

    /// The main axis follows a drag to `offset`, rubber-banding past its ends when it `bounces`,
    /// else stopping at them (`UIScrollView.bounces` off).
    mutating func dragMain(to offset: Double, viewportLength: Double, bounces: Bool = true) {
        guard bounces else { return main.follow(Swift.min(Swift.max(offset, 0), main.maximum)) }
        main.follow(RubberBand.clamp(offset, to: 0...main.maximum, extent: viewportLength))
    }

    /// A main-axis drag that began at `dragStart`, let go with `velocity` (points a second):
    /// momentum within the range to where `resting` says, a spring back from past an end.
    mutating func releaseMain(velocity: Double, dragStart: Double, now: Double, resting: MainAxisResting,
                              adjustingTarget adjust: (Double) -> Double = { $0 }) {
        let offset = main.offset
        var rest = resting.rest(releasedAt: offset, velocity: velocity, dragStart: dragStart)
        let adjusted = adjust(rest.target)
        if adjusted.isFinite { rest.target = Swift.min(Swift.max(adjusted, 0), main.maximum) }
        if (0...main.maximum).contains(offset) {
            mainMotion = .momentum(to: rest.target, from: offset, velocity: velocity, rate: rest.rate, now: now)
        } else {
            mainMotion = .spring(from: offset, velocity: velocity, target: rest.target, start: now)
        }
    }

    /// Acts on orthogonal section `section`'s scroller, if it has one.
    mutating func withSection(_ section: Int, _ body: (inout OrthogonalScroller) -> Void) {
        guard var scroller = orthogonal[section] else { return }
        body(&scroller)
        orthogonal[section] = scroller
    }

    /// Whether wheel or key input came to where it was heading and waits to be asked where it
    /// rests (`settleInput(now:resting:)`).
    var inputAwaitsRest: Bool { mainInput?.phase == .awaitingRest }

    /// Advances every motion to `now`; the events for what came to rest, main axis first. Wheel
    /// and key input that comes to rest is not reported yet: it waits for `settleInput`.
    mutating func step(now: Double) -> [CollectionEvent] {
        var events: [CollectionEvent] = []
        if main.isAnimating, main.step(now: now) {
            if mainInput?.phase == .easing {
                mainInput?.phase = .awaitingRest
                return events + stepOrthogonal(now: now)
            }
            mainInput = nil
            events.append(.settledMain(offset: main.offset))
        }
        if let motion = mainMotion {
            let state = motion.state(at: now)
            main.follow(state.offset)
            if state.done {
                mainMotion = nil
                events.append(.settledMain(offset: main.offset))
            }
        }
        return events + stepOrthogonal(now: now)
    }

    /// Asks `resting` where wheel or key input that came to rest at `now` rests, having moved
    /// at its average speed since it began: an ease there, whose rest is then reported, or the
    /// rest now.
    mutating func settleInput(now: Double, resting: MainAxisResting) -> [CollectionEvent] {
        guard let input = mainInput, input.phase == .awaitingRest else { return [] }
        let elapsed = Swift.max(now - input.start, 1e-3)
        let rest = resting.rest(wheeledTo: main.offset, from: input.origin, velocity: (main.offset - input.origin) / elapsed)
        mainInput?.phase = .easingToRest
        if rest != main.offset {
            main.scroll(to: rest, now: now)
            return []
        }
        mainInput = nil
        return [.settledMain(offset: main.offset)]
    }

    /// Advances the orthogonal sections; the events for those that came to rest, in section order.
    private mutating func stepOrthogonal(now: Double) -> [CollectionEvent] {
        var events: [CollectionEvent] = []
        for section in orthogonal.keys.sorted() where orthogonal[section]?.isMoving == true {
            if let rest = orthogonal[section]?.advance(now: now) { events.append(.settledOrthogonal(section: section, offset: rest)) }
        }
        return events
    }
}

