import KinemaGeometry
import KinemaRender

/// The scroll indicators: shown while scrolling, faded out after.
extension ScrollViewNode {
    // MARK: Indicators

    /// Seconds the indicators stay after the last scroll, and their fade.
    static let indicatorHold = 0.6
    static let indicatorFade = 0.3

    func visibility(along axis: Axis) -> ScrollIndicatorVisibility.Kind {
        let visibility =
            axis == .vertical
            ? environment.verticalScrollIndicatorVisibility : environment.horizontalScrollIndicatorVisibility
        if visibility.kind == .automatic && !showsIndicators { return .hidden }
        return visibility.kind
    }

    var showsAnyIndicator: Bool {
        (axes.contains(.vertical) && visibility(along: .vertical) == .automatic)
            || (axes.contains(.horizontal) && visibility(along: .horizontal) == .automatic)
    }

    func indicatorIsShowing(at time: Double) -> Bool {
        showsAnyIndicator && time < lastScrollTime + Self.indicatorHold + Self.indicatorFade
    }

    /// The opacity of automatic indicators at the current time: 1 while scrolling and for a moment
    /// after, then fading to 0.
    var automaticIndicatorOpacity: Double {
        // While dragging (even held still); a press alone (tracking) moves nothing and shows nothing.
        if phase == .interacting { return 1 }
        let since = runtime.time - lastScrollTime - Self.indicatorHold
        if since <= 0 { return 1 }
        return max(0, 1 - since / Self.indicatorFade)
    }

    func drawIndicators(into recorder: inout DisplayListRecorder, context: DrawContext, frame: Rect) {
        // Two calls rather than a loop over an array literal: a frame allocates nothing here.
        if axes.contains(.vertical) {
            drawIndicator(along: .vertical, into: &recorder, context: context, frame: frame)
        }
        if axes.contains(.horizontal) {
            drawIndicator(along: .horizontal, into: &recorder, context: context, frame: frame)
        }
    }

    func drawIndicator(
        along axis: Axis, into recorder: inout DisplayListRecorder, context: DrawContext, frame: Rect
    ) {
        let kind = visibility(along: axis)
        let opacity: Double
        switch kind {
        case .automatic: opacity = automaticIndicatorOpacity
        case .visible: opacity = 1
        case .hidden, .never: opacity = 0
        }
        guard opacity > 0, let thumb = indicatorThumb(along: axis, in: frame) else { return }
        recorder.append(
            .fill(Self.indicatorColor), frame: thumb, node: self, context: context.fading(by: opacity),
            isHitTestable: false)
    }

    static let indicatorColor = Color.indexed(245)

    /// The thumb of the indicator along `axis`: its length is the visible fraction of the content,
    /// its position the offset's fraction of the range (shortened while pulled past an edge).
    func indicatorThumb(along axis: Axis, in frame: Rect) -> Rect? {
        let viewport = Double(frame.size.value(along: axis))
        let content = Double(contentSize.value(along: axis))
        guard viewport >= 2, content > viewport else { return nil }
        let position = Double(axis == .vertical ? offset.y : offset.x)
        let limit = content - viewport
        var length = max(1, viewport * viewport / content)
        var start = (viewport - length) * min(max(position / limit, 0), 1)
        if position < 0 {
            length = max(1, length + position)
        } else if position > limit {
            let shrink = min(length - 1, position - limit)
            length -= shrink
            start = viewport - length
        }
        if axis == .vertical {
            return Rect(x: frame.maxX - 1, y: frame.minY + start, width: 1, height: length)
        }
        return Rect(x: frame.minX + start, y: frame.maxY - 1, width: length, height: 1)
    }
}
