import CollectionLayout

/// An applied update as UIKit's batch updates animate it: elements that stay slide from where
/// they were on screen to where the new layout puts them, new ones fade in at their new frames,
/// gone ones fade out where they were, and reloaded ones cross-fade, all on one curve.
///
/// Frames are tracked on screen (view coordinates), so a main offset clamped by the update
/// animates with everything else, and a second update mid-way starts from what is on screen.
struct UpdateAnimation {
    /// Where elements that stay started, by their key in the new layout.
    var tracks: [DrawnFrame.Key: ElementTrack] = [:]
    /// New elements with nothing to slide from: they fade in where they are.
    var entering: Set<DrawnFrame.Key> = []
    /// Elements on their way out.
    var leaving: [LeavingElement] = []
    let duration: Double
    let curve: AnimationCurve
    /// When the first frame was stepped; nil until then (progress 0).
    var start: Double?
    let completion: (() -> Void)?

    /// How far along the curve the animation is at `now`.
    func progress(at now: Double?) -> Double {
        guard let start, let now, duration > 0 else { return start == nil ? 0 : 1 }
        return curve.progress(at: (now - start) / duration)
    }

    /// What a frame at `progress` shows of `renderer`'s layout at `offsets`: the elements in
    /// drawing order with their presented frames and opacities.
    func presented(_ renderer: CollectionRenderer, offsets: ScrollOffsets, viewport: Size, progress: Double) -> [PresentedElement] {
        let axis = renderer.layout.scrollDirection.axis
        func placed(_ attributes: LayoutAttributes, at screenFrame: Rect) -> LayoutAttributes {
            var moved = attributes
            moved.frame = screenFrame.offset(along: axis, by: offsets.main)
            return moved
        }
        var result: [PresentedElement] = []
        for leaving in leaving {
            var frame = leaving.fromFrame
            if let replacement = leaving.replacement, let target = renderer.attributes(for: replacement, offsets: offsets) {
                frame = Self.interpolate(frame, renderer.onScreen(target.frame, offsets: offsets), progress)
            } else if let end = leaving.toFrame {
                frame = Self.interpolate(frame, end, progress)
            }
            result.append(PresentedElement(attributes: placed(leaving.attributes, at: frame),
                                           alpha: leaving.fromAlpha + (leaving.toAlpha - leaving.fromAlpha) * progress, content: leaving.content))
        }
        var shown = Set<DrawnFrame.Key>()
        for element in renderer.visibleElements(offsets: offsets, viewport: viewport) {
            let key = DrawnFrame.Key(element)
            shown.insert(key)
            let target = renderer.onScreen(element.frame, offsets: offsets)
            if let track = tracks[key] {
                result.append(PresentedElement(attributes: placed(element, at: Self.interpolate(track.fromFrame, target, progress)),
                                               alpha: track.fromAlpha + (track.toAlpha - track.fromAlpha) * progress, content: nil))
            } else {
                result.append(PresentedElement(attributes: element, alpha: entering.contains(key) ? progress : 1, content: nil))
            }
        }
        // Elements sliding out of view are drawn on their way, though the new layout has them off screen.
        let view = Rect(origin: .zero, size: viewport)
        for (key, track) in tracks where !shown.contains(key) {
            guard let element = renderer.attributes(for: key, offsets: offsets) else { continue }
            let frame = Self.interpolate(track.fromFrame, renderer.onScreen(element.frame, offsets: offsets), progress)
            guard frame.intersects(view) else { continue }
            result.append(PresentedElement(attributes: placed(element, at: frame), alpha: track.fromAlpha + (1 - track.fromAlpha) * progress,
                                           content: nil))
        }
        // Stable by zIndex: leaving elements stay beneath the ones taking their place.
        return result.enumerated().sorted { a, b in
            a.element.attributes.zIndex != b.element.attributes.zIndex
                ? a.element.attributes.zIndex < b.element.attributes.zIndex : a.offset < b.offset
        }.map(\.element)
    }

    /// The frame `progress` of the way from `from` to `to`, on whole points in flight, so what
    /// moves stays as crisp as what rests; exactly `from` and `to` at the ends, so nothing jumps
    /// as it starts or lands.
    static func interpolate(_ from: Rect, _ to: Rect, _ progress: Double) -> Rect {
        if progress <= 0 { return from }
        if progress >= 1 { return to }
        func mix(_ a: Double, _ b: Double) -> Double { a == b ? a : (a + (b - a) * progress).pixelRounded }
        return Rect(x: mix(from.minX, to.minX), y: mix(from.minY, to.minY),
                    width: mix(from.width, to.width), height: mix(from.height, to.height))
    }
}

extension CollectionRenderer {
    /// The element `key` names in this renderer's layout, at `offsets`; nil for decorations, which
    /// have no query of their own, and for what the layout does not have.
    func attributes(for key: DrawnFrame.Key, offsets: ScrollOffsets) -> LayoutAttributes? {
        switch key.category {
        case .cell: layout.attributesForItem(at: key.indexPath, offsets: offsets)
        case .supplementary: layout.attributesForSupplementaryElement(ofKind: key.kind ?? "", at: key.indexPath, offsets: offsets)
        case .decoration: nil
        }
    }

    /// Draws a frame of an animation or of elements a handler changed: the background, then
    /// `elements` as presented, each translucent one as one transparency layer, each transformed
    /// one as a layer composited through its transform.
    func draw(presented elements: [PresentedElement], on canvas: any Canvas, measurer: any TextMeasuring,
              offsets: ScrollOffsets, viewport: Size, selection: IndexPath?) {
        canvas.fill(Rect(origin: .zero, size: viewport), color: dataSource.backgroundColor, cornerRadius: 0)
        let renderer = ContentRenderer(canvas: canvas, measurer: measurer, layoutDirection: layout.layoutDirection)
        for element in elements where element.alpha > 0 {
            guard let content = element.content ?? dataSource.content(for: element.attributes) else { continue }
            let frame = onScreen(element.attributes.frame, offsets: offsets)
            let strip = orthogonalSection(of: element.attributes).map { onScreen($0.strip, offsets: offsets) }
            if let strip { canvas.pushClip(strip) }
            let clip = element.clip.map { (rect: onScreen($0.rect, offsets: offsets), radius: $0.cornerRadius) }
            if let clip { canvas.beginRoundedClip(clip.rect, cornerRadius: clip.radius, corners: .all) }
            // Clips end in the reverse of the order they began.
            defer {
                if clip != nil { canvas.endRoundedClip() }
                if strip != nil { canvas.popClip() }
            }
            if let transform = element.transform {
                let placing = ProjectiveTransform.placing(size: frame.size, transform: transform, center: Point(x: frame.midX, y: frame.midY))
                let selected = element.attributes.category == .cell && element.attributes.indexPath == selection
                // Everything the layer's pixels depend on: what it shows, how big, selected or not.
                let key = AnyHashable(TransformedContentKey(content: content, size: frame.size, selected: selected,
                                                            background: dataSource.backgroundColor))
                canvas.drawTransformedLayer(size: frame.size, transform: placing, opacity: element.alpha,
                                            background: dataSource.backgroundColor, key: key) {
                    renderer.draw(content, in: Rect(origin: .zero, size: frame.size), selected: selected)
                }
                continue
            }
            let translucent = element.alpha < 1
            if translucent {
                let reach = Self.paintMargin
                canvas.beginTransparencyLayer(Rect(x: frame.minX - reach, y: frame.minY - reach, width: frame.width + 2 * reach,
                                                   height: frame.height + 2 * reach), opacity: element.alpha)
            }
            renderer.draw(content, in: frame, selected: element.attributes.category == .cell && element.attributes.indexPath == selection)
            if translucent { canvas.endTransparencyLayer() }
        }
    }
}
