import Foundation
import KinemaGeometry
import KinemaRender

/// What ancestors do to a view's drawing, already in presentation values: a projective transform
/// from the view's layout cells to the screen's (offsets, scales, rotations, 3-D rotations,
/// `GeometryEffect`s), an opacity, a clip rectangle and clip shapes, a colour filter and a blur.
///
/// Most subtrees are only moved or scaled: ``isAxisAligned`` tells, and then items keep their
/// whole-cell drawing (text stays on its cells, fills use eighth blocks). Under a rotation or a
/// projection, items carry the transform to the rasteriser, which turns shapes and fills below the
/// cell and moves each character of text upright to its turned place.
///
/// Invariants:
/// - `opacity` is in 0…1.
/// - `clipShapes` are in screen cells (the transform does not apply to them again).
struct DrawContext {
    /// From the view's own coordinates (cells) to the screen's cells.
    var transform = ProjectionTransform()
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
    /// Clip shapes, colour filter and blur, out of line: most subtrees have none, and a context is
    /// copied for every view drawn (inline, the 64-byte colour matrix and the rest made
    /// draw-heavy frames ~30 % slower). Items drawn here share the box without copying it.
    var effects = ItemEffects()
    /// Shapes everything below is clipped to (`.clipShape`, `.mask`, `.cornerRadius`), in screen
    /// cells.
    var clipShapes: [ClipShape] {
        get { effects.clipShapes }
        set { effects.clipShapes = newValue }
    }
    /// The colour effects of the ancestors (`.brightness`, `.saturation`, …), composed.
    var colorFilter: ColorMatrix {
        get { effects.colorFilter }
        set { effects.colorFilter = newValue }
    }
    /// The blur of the ancestors, in columns (`.blur(radius:)`; nested blurs add).
    var blurRadius: CGFloat {
        get { effects.blurRadius }
        set { effects.blurRadius = newValue }
    }

    /// The screen, in screen coordinates: leaves entirely outside it skip drawing (text may run past
    /// its frame to the right, so only what lies left of the screen's right edge is kept).
    var visibleBounds: Rect?

    /// Whether the transform only scales and moves (no rotation, shear or perspective).
    var isAxisAligned: Bool { transform.isAffine && transform.m12 == 0 && transform.m21 == 0 }

    /// The horizontal scale of an axis-aligned transform.
    var scaleX: Double { Double(transform.m11) }
    /// The vertical scale of an axis-aligned transform.
    var scaleY: Double { Double(transform.m22) }
    /// The horizontal translation of an affine transform.
    var translationX: Double { Double(transform.m31) }
    /// The vertical translation of an affine transform.
    var translationY: Double { Double(transform.m32) }

    /// Whether a leaf drawn in `frame` (own coordinates) can show anything on screen.
    func isVisible(_ frame: Rect) -> Bool {
        guard let visibleBounds else { return true }
        guard isAxisAligned else { return mayShow(frame) }
        // The frame's stored edges, not standardised: a frame flipped by a negative scale is judged
        // as before the geometry vocabulary became CoreGraphics'.
        let screen = apply(frame)
        return screen.origin.y + screen.size.height > visibleBounds.minY
            && screen.origin.y < visibleBounds.maxY
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
    private static func overlaps(
        _ low: Double, _ high: Double, _ visibleLow: Double, _ visibleHigh: Double
    ) -> Bool {
        if low == high { return !(low < visibleLow || low > visibleHigh) }
        return !(high <= visibleLow || low >= visibleHigh)
    }

    /// The screen in this context's own coordinates (a bound of the inverse transform of
    /// `visibleBounds`), or `nil` when everything may show (no screen, or a transform that cannot be
    /// inverted or is projective).
    var localVisibleBounds: Rect? {
        guard let visibleBounds, transform.isAffine else { return nil }
        var inverse = transform
        guard inverse.invert() else { return nil }
        let local = Self.bound(of: visibleBounds, through: inverse)
        guard local.origin.x.isFinite, local.origin.y.isFinite, local.size.width.isFinite,
            local.size.height.isFinite
        else { return nil }
        return local
    }

    func apply(_ point: Point) -> Point {
        point.applying(transform)
    }

    /// `rect` on the screen: exactly, with its stored corner and size kept, when the transform is
    /// axis-aligned; otherwise the bounding box of its transformed corners (a projection that puts
    /// a corner behind the eye gives an unbounded box).
    func apply(_ rect: Rect) -> Rect {
        guard isAxisAligned else { return Self.bound(of: rect, through: transform) }
        let origin = apply(rect.origin)
        return Rect(
            origin: origin, size: Size(width: rect.size.width * scaleX, height: rect.size.height * scaleY))
    }

    /// The bounding box of `rect`'s corners through `transform`.
    static func bound(of rect: Rect, through transform: ProjectionTransform) -> Rect {
        if !transform.isAffine {
            // A corner at or behind the eye (w ≤ 0) has no finite image: the bound is everything.
            let r = rect.standardized
            for (x, y) in [(r.minX, r.minY), (r.maxX, r.minY), (r.minX, r.maxY), (r.maxX, r.maxY)] {
                let w = transform.m13 * x + transform.m23 * y + transform.m33
                if !(w > 1e-3) { return Rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9) }
            }
        }
        let r = rect.standardized
        // Four corners folded into a box without arrays: culling asks for this every frame.
        let a = CGPoint(x: r.minX, y: r.minY).applying(transform)
        let b = CGPoint(x: r.maxX, y: r.minY).applying(transform)
        let c = CGPoint(x: r.minX, y: r.maxY).applying(transform)
        let d = CGPoint(x: r.maxX, y: r.maxY).applying(transform)
        let minX = min(a.x, b.x, c.x, d.x)
        let minY = min(a.y, b.y, c.y, d.y)
        return Rect(x: minX, y: minY, width: max(a.x, b.x, c.x, d.x) - minX, height: max(a.y, b.y, c.y, d.y) - minY)
    }

    /// This context after `inner`: `inner` maps the view's coordinates to this context's.
    func concatenating(_ inner: ProjectionTransform) -> DrawContext {
        var result = self
        result.transform = inner.concatenating(transform)
        return result
    }

    /// This context followed by a translation (in the view's own coordinates).
    func translated(dx: Double, dy: Double) -> DrawContext {
        var result = self
        if transform.isAffine {
            // p ↦ (p + d)·M: only the translation row changes.
            result.transform.m31 += CGFloat(dx) * transform.m11 + CGFloat(dy) * transform.m21
            result.transform.m32 += CGFloat(dx) * transform.m12 + CGFloat(dy) * transform.m22
            return result
        }
        return concatenating(ProjectionTransform(CGAffineTransform(translationX: dx, y: dy)))
    }

    /// This context followed by scaling about `anchor` (in the view's own coordinates).
    func scaled(x: Double, y: Double, about anchor: Point) -> DrawContext {
        // p ↦ anchor + (p − anchor)·s, then the outer transform.
        let scale = CGAffineTransform(
            a: x, b: 0, c: 0, d: y, tx: anchor.x - anchor.x * x, ty: anchor.y - anchor.y * y)
        return concatenating(ProjectionTransform(scale))
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

    /// This context clipped to `rect` (own coordinates): a clip rectangle when axis-aligned, a clip
    /// shape otherwise.
    func clipped(to rect: Rect) -> DrawContext {
        var result = self
        guard isAxisAligned else {
            result.clipShapes.append(ClipShape(Path(rect.standardized), transform: transform))
            return result
        }
        let transformed = apply(rect)
        result.clip = clip.map { $0.clipped(to: transformed) } ?? transformed
        return result
    }

    /// This context clipped to `path` (own coordinates, cells) filled with `style`.
    func clipped(
        to path: Path, style: FillStyle = FillStyle(), pathTransform: ProjectionTransform
    ) -> DrawContext {
        var result = self
        result.clipShapes.append(
            ClipShape(path, style: style, transform: pathTransform.concatenating(transform)))
        return result
    }

    /// This context with `filter` applied after the ancestors' colour effects… inside them: the
    /// innermost effect applies first, as SwiftUI's modifiers do.
    func filtered(by filter: ColorMatrix) -> DrawContext {
        guard filter != .identity else { return self }
        var result = self
        result.colorFilter = filter.concatenating(colorFilter)
        return result
    }

    /// This context blurred by `radius` more columns (NaN and negatives blur nothing).
    func blurred(by radius: CGFloat) -> DrawContext {
        var result = self
        if radius.isFinite, radius > 0 {
            result.blurRadius = min(result.blurRadius + radius, DisplayItem.maximumBlurRadius)
        } else if radius == .infinity {
            result.blurRadius = DisplayItem.maximumBlurRadius
        }
        return result
    }
}
