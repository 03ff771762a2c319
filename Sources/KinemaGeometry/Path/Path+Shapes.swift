import Foundation

extension Path {
    /// A closed rectangle (empty when `rect` is null or not finite).
    public init(_ rect: CGRect) {
        self.init()
        addRect(rect)
    }

    /// A rounded rectangle with circular corners of `cornerRadius`, clamped to half the shorter
    /// side.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A rectangle whose corners have their own radii (SwiftUI's `UnevenRoundedRectangle`).
    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    }

    /// A rounded rectangle with elliptical corners of `cornerSize`.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// The ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) {
        self.init()
        addEllipse(in: rect)
    }

    /// Adds a closed rectangle, clockwise on screen from its top-left corner.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        guard !rect.isNull else { return }
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY).applying(transform))
        addLine(to: CGPoint(x: r.maxX, y: r.minY).applying(transform))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY).applying(transform))
        addLine(to: CGPoint(x: r.minX, y: r.maxY).applying(transform))
        closeSubpath()
    }

    /// Adds each rectangle as its own closed subpath.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds a rounded rectangle, clockwise on screen. Corner sizes are clamped to half the
    /// rectangle's width and height (negative ones to zero); a zero corner size adds a plain
    /// rectangle.
    public mutating func addRoundedRect(
        in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        addRoundedRect(in: rect, corners: (cornerSize, cornerSize, cornerSize, cornerSize), style: style, transform: transform)
    }

    /// Adds a rectangle whose four corners have their own radii (SwiftUI's
    /// `UnevenRoundedRectangle`), clockwise on screen. Each radius is clamped to half the
    /// rectangle's shorter side (negative and non-finite radii count as zero).
    public mutating func addRoundedRect(
        in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        func size(_ radius: CGFloat) -> CGSize { CGSize(width: radius, height: radius) }
        addRoundedRect(
            in: rect,
            corners: (
                size(cornerRadii.topLeading), size(cornerRadii.topTrailing), size(cornerRadii.bottomTrailing),
                size(cornerRadii.bottomLeading)
            ), style: style, transform: transform)
    }

    /// The rounded rectangle with corner sizes given clockwise from the top-left (leading) one.
    private mutating func addRoundedRect(
        in rect: CGRect, corners: (CGSize, CGSize, CGSize, CGSize), style: RoundedCornerStyle,
        transform: CGAffineTransform
    ) {
        guard !rect.isNull else { return }
        let r = rect.standardized
        let extent = style == .continuous ? Path.continuousExtent : 1
        // A corner may not reach past the middle of a side.
        func reach(_ size: CGSize) -> (CGFloat, CGFloat) {
            (Path.clampedRadius(size.width, limit: r.width / 2 / extent) * extent,
             Path.clampedRadius(size.height, limit: r.height / 2 / extent) * extent)
        }
        let (tl, tr, br, bl) = (reach(corners.0), reach(corners.1), reach(corners.2), reach(corners.3))
        guard tl.0 + tl.1 + tr.0 + tr.1 + br.0 + br.1 + bl.0 + bl.1 > 0 else {
            addRect(r, transform: transform)
            return
        }
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y).applying(transform) }
        move(to: p(r.minX + tl.0, r.minY))
        addLine(to: p(r.maxX - tr.0, r.minY))
        addCorner(style, from: (r.maxX - tr.0, r.minY), corner: (r.maxX, r.minY), to: (r.maxX, r.minY + tr.1), p)
        addLine(to: p(r.maxX, r.maxY - br.1))
        addCorner(style, from: (r.maxX, r.maxY - br.1), corner: (r.maxX, r.maxY), to: (r.maxX - br.0, r.maxY), p)
        addLine(to: p(r.minX + bl.0, r.maxY))
        addCorner(style, from: (r.minX + bl.0, r.maxY), corner: (r.minX, r.maxY), to: (r.minX, r.maxY - bl.1), p)
        addLine(to: p(r.minX, r.minY + tl.1))
        addCorner(style, from: (r.minX, r.minY + tl.1), corner: (r.minX, r.minY), to: (r.minX + tl.0, r.minY), p)
        closeSubpath()
    }

    /// How far along each side a continuous corner starts, in radii.
    static let continuousExtent: CGFloat = 1.28

    private static func clampedRadius(_ radius: CGFloat, limit: CGFloat) -> CGFloat {
        guard radius.isFinite, limit.isFinite else { return 0 }
        return min(max(radius, 0), max(limit, 0))
    }

    /// One corner from the end of a side, around `corner`, to the start of the next side (a
    /// sharp corner when the two ends meet at it).
    private mutating func addCorner(
        _ style: RoundedCornerStyle, from start: (CGFloat, CGFloat), corner: (CGFloat, CGFloat),
        to end: (CGFloat, CGFloat), _ p: (CGFloat, CGFloat) -> CGPoint
    ) {
        // A circular quarter arc is one cubic with handles 0.5523 of the radius long (the
        // standard kappa, 4/3·(√2 − 1)), pointing at the corner. The continuous corner's longer
        // reach (1.28 r) with handles 0.71 of that reach puts its midpoint where the circle's is.
        if start == corner && end == corner { return }
        if start == corner || end == corner {
            addLine(to: p(end.0, end.1))
            return
        }
        let handle: CGFloat = style == .continuous ? 0.71 : 0.552_284_75
        let c1 = (start.0 + (corner.0 - start.0) * handle, start.1 + (corner.1 - start.1) * handle)
        let c2 = (end.0 + (corner.0 - end.0) * handle, end.1 + (corner.1 - end.1) * handle)
        addCurve(to: p(end.0, end.1), control1: p(c1.0, c1.1), control2: p(c2.0, c2.1))
    }

    /// Adds the ellipse inscribed in `rect` as a closed subpath of four cubics, starting at its
    /// rightmost point and running clockwise on screen (the way `Circle().trim(from:to:)` grows).
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        guard !rect.isNull else { return }
        let r = rect.standardized
        let (cx, cy, rx, ry) = (r.midX, r.midY, r.width / 2, r.height / 2)
        let k: CGFloat = 0.552_284_75
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: cx + x, y: cy + y).applying(transform) }
        move(to: p(rx, 0))
        addCurve(to: p(0, ry), control1: p(rx, ry * k), control2: p(rx * k, ry))
        addCurve(to: p(-rx, 0), control1: p(-rx * k, ry), control2: p(-rx, ry * k))
        addCurve(to: p(0, -ry), control1: p(-rx, -ry * k), control2: p(-rx * k, -ry))
        addCurve(to: p(rx, 0), control1: p(rx * k, -ry), control2: p(rx, -ry * k))
        closeSubpath()
    }

    /// Adds an open polyline through `points` (a move to the first, lines to the rest).
    public mutating func addLines(_ points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first.applying(transform))
        for point in points.dropFirst() { addLine(to: point.applying(transform)) }
    }

    /// Adds every element of `path`, transformed.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        for element in path.elements { append(element.applying(transform)) }
    }
}
