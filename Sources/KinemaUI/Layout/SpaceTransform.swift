import KinemaGeometry

/// How a view's own coordinates map to the screen in the last frame that drew it: the scale and
/// translation its ancestors' effects applied (``DrawContext``), and the origin of its presented
/// frame.
///
/// A point `p` in the view's space is at `(origin + p) · scale + translation` on the screen.
/// A scale of zero or a non-finite value (a view squashed flat) maps as scale 1, so conversions
/// stay finite.
struct SpaceTransform: Equatable {
    var scaleX = 1.0
    var scaleY = 1.0
    var translationX = 0.0
    var translationY = 0.0
    var origin = Point.zero

    /// The identity: the screen's own space.
    static let identity = SpaceTransform()

    init() {}

    /// The space of a view drawn in `frame` (its own coordinates) under `context`.
    init(context: DrawContext, frame: Rect) {
        scaleX = Self.usable(context.scaleX)
        scaleY = Self.usable(context.scaleY)
        translationX = context.translationX.isFinite ? context.translationX : 0
        translationY = context.translationY.isFinite ? context.translationY : 0
        origin = Point(x: Double(frame.minX), y: Double(frame.minY))
    }

    private static func usable(_ scale: Double) -> Double {
        scale.isFinite && scale != 0 ? scale : 1
    }

    /// `point` (screen) in this space.
    func toLocal(_ point: Point) -> Point {
        Point(
            x: (Double(point.x) - translationX) / scaleX - Double(origin.x),
            y: (Double(point.y) - translationY) / scaleY - Double(origin.y))
    }

    /// `point` (this space) on the screen.
    func toGlobal(_ point: Point) -> Point {
        Point(
            x: (Double(point.x) + Double(origin.x)) * scaleX + translationX,
            y: (Double(point.y) + Double(origin.y)) * scaleY + translationY)
    }
}
