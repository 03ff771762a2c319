import KinemaGeometry
import KinemaRender

/// What ancestors do to a view's drawing: a scale and translation (from `scaleEffect` and
/// `offset`), an opacity, and a clip rectangle, all already in presentation values.
///
/// Invariants:
/// - `opacity` is in 0…1.
struct DrawContext {
    /// Maps a point `p` to `p * scale + translation`, per axis.
    var scaleX: Double = 1
    var scaleY: Double = 1
    var translationX: Double = 0
    var translationY: Double = 0
    var opacity: Double = 1
    var clip: Rect?
    var zIndex: Double = 0
    /// Attributes added to text drawn below (inverse for the focused button, dim when disabled).
    var textAttributes: TextAttributes = []
    /// Whether what is drawn below can be hit by the pointer (`.allowsHitTesting(false)` and views
    /// being removed turn it off).
    var allowsHitTesting = true
    /// Whether views drawn below can take keyboard focus (views being removed cannot).
    var allowsFocus = true

    /// The screen, in screen coordinates: leaves entirely outside it skip drawing (text may run past
    /// its frame to the right, so only what lies left of the screen's right edge is kept).
    var visibleBounds: Rect?

    /// Whether a leaf drawn in `frame` (own coordinates) can show anything on screen.
    func isVisible(_ frame: Rect) -> Bool {
        guard let visibleBounds else { return true }
        // The frame's stored edges, not standardised: a frame flipped by a negative scale is judged
        // as before the geometry vocabulary became CoreGraphics'.
        let screen = apply(frame)
        return screen.origin.y + screen.size.height > visibleBounds.minY && screen.origin.y < visibleBounds.maxY
            && screen.origin.x < visibleBounds.maxX
    }

    /// Whether anything drawn inside `bounds` (own coordinates, a conservative bound of a subtree)
    /// may show on screen. Only a bound certainly outside the screen is rejected: a bound that
    /// merely touches the screen's edge is outside, but a zero-size one on the screen (an empty view
    /// carrying a key handler) is inside, and NaN never rejects.
    func mayShow(_ bounds: Rect) -> Bool {
        guard let visibleBounds else { return true }
        let screen = apply(bounds).standardized
        return Self.overlaps(screen.minX, screen.maxX, visibleBounds.minX, visibleBounds.maxX)
            && Self.overlaps(screen.minY, screen.maxY, visibleBounds.minY, visibleBounds.maxY)
    }

    /// Whether `low…high` meets `visibleLow…visibleHigh` (written so NaN gives `true`).
    private static func overlaps(_ low: Double, _ high: Double, _ visibleLow: Double, _ visibleHigh: Double) -> Bool {
        if low == high { return !(low < visibleLow || low > visibleHigh) }
        return !(high <= visibleLow || low >= visibleHigh)
    }

    /// The screen in this context's own coordinates (the inverse transform of `visibleBounds`), or
    /// `nil` when everything may show (no screen, or a transform that cannot be inverted).
    var localVisibleBounds: Rect? {
        guard let visibleBounds, scaleX != 0, scaleY != 0, scaleX.isFinite, scaleY.isFinite else {
            return nil
        }
        let x0 = (visibleBounds.minX - translationX) / scaleX
        let x1 = (visibleBounds.maxX - translationX) / scaleX
        let y0 = (visibleBounds.minY - translationY) / scaleY
        let y1 = (visibleBounds.maxY - translationY) / scaleY
        return Rect(x: min(x0, x1), y: min(y0, y1), width: abs(x1 - x0), height: abs(y1 - y0))
    }

    func apply(_ point: Point) -> Point {
        Point(x: point.x * scaleX + translationX, y: point.y * scaleY + translationY)
    }

    func apply(_ rect: Rect) -> Rect {
        let origin = apply(rect.origin)
        return Rect(origin: origin, size: Size(width: rect.size.width * scaleX, height: rect.size.height * scaleY))
    }

    /// This context followed by a translation (in the view's own coordinates).
    func translated(dx: Double, dy: Double) -> DrawContext {
        var result = self
        result.translationX += dx * scaleX
        result.translationY += dy * scaleY
        return result
    }

    /// This context followed by scaling about `anchor` (in the view's own coordinates).
    func scaled(x: Double, y: Double, about anchor: Point) -> DrawContext {
        // p ↦ anchor + (p − anchor)·s, then the outer transform.
        var result = self
        result.translationX += (anchor.x - anchor.x * x) * scaleX
        result.translationY += (anchor.y - anchor.y * y) * scaleY
        result.scaleX *= x
        result.scaleY *= y
        return result
    }

    /// This context for a view being removed: drawn, but out of hit testing and focus.
    var disappearing: DrawContext {
        var result = self
        result.allowsHitTesting = false
        result.allowsFocus = false
        return result
    }

    func fading(by factor: Double) -> DrawContext {
        var result = self
        result.opacity *= factor.isNaN ? 1 : min(max(factor, 0), 1)
        return result
    }

    func clipped(to rect: Rect) -> DrawContext {
        var result = self
        let transformed = apply(rect)
        result.clip = clip.map { $0.clipped(to: transformed) } ?? transformed
        return result
    }
}
