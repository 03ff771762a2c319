import Foundation

/// The outline of a 2-D shape, with SwiftUI's API: a value made of subpaths of straight lines and
/// quadratic and cubic Bézier curves.
///
/// A path is built by moving to a point, then adding segments; `closeSubpath()` joins the current
/// subpath back to its start. Coordinates are whatever the drawer uses; Kinema's shapes draw in
/// *square units*, one column wide and half a row tall (see `CellAspect` in KinemaRender), so a
/// circle looks round on a terminal whose cells are twice as tall as wide.
///
/// ```swift
/// let triangle = Path { path in
///     path.move(to: CGPoint(x: 10, y: 0))
///     path.addLine(to: CGPoint(x: 20, y: 20))
///     path.addLine(to: CGPoint(x: 0, y: 20))
///     path.closeSubpath()
/// }
/// ```
///
/// As in CoreGraphics, a segment added before any `move(to:)` has no point to start from and is
/// ignored; a segment after `closeSubpath()` starts a new subpath at the closed subpath's start.
/// Arcs and ellipses are stored as cubic Béziers (at most a quarter turn each), so every path is
/// made of the five ``Element`` kinds.
///
/// Non-finite coordinates (NaN, infinity) are kept, as CoreGraphics keeps them; drawing skips
/// the segments that touch them (see KinemaRender's rasteriser), ``boundingRect`` ignores them
/// and ``contains(_:eoFill:)`` does not count them.
///
/// Invariants: the elements never start with anything but ``Element/move(to:)``; a
/// ``Element/closeSubpath`` never directly follows another or a `move`.
public struct Path: Hashable, Sendable {
    /// One drawing command of a path.
    public enum Element: Hashable, Sendable {
        /// Starts a new subpath at a point.
        case move(to: CGPoint)
        /// A straight line from the current point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve from the current point.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve from the current point.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// A straight line back to the current subpath's start, closing it.
        case closeSubpath
    }

    /// The elements in drawing order (the package's renderer reads them directly).
    package private(set) var elements: [Element] = []
    /// Where the current subpath started, for `closeSubpath` and for segments after it.
    private var subpathStart: CGPoint?
    /// The end of the last element, `nil` for an empty path.
    private var lastPoint: CGPoint?

    /// An empty path.
    public init() {}

    /// A path made by `callback`, which receives an empty path to add to.
    ///
    /// ```swift
    /// let line = Path { $0.move(to: .zero); $0.addLine(to: CGPoint(x: 4, y: 2)) }
    /// ```
    public init(_ callback: (inout Path) -> Void) {
        self.init()
        callback(&self)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The point the next segment starts from: the end of the last segment, or the start of a
    /// subpath just closed; `nil` for an empty path.
    public var currentPoint: CGPoint? { lastPoint }

    /// Calls `body` with each element in order.
    ///
    /// - Complexity: O(elements).
    public func forEach(_ body: (Element) -> Void) {
        for element in elements { body(element) }
    }

    /// Starts a new subpath at `point`. Two moves in a row keep only the second.
    public mutating func move(to point: CGPoint) {
        if case .move = elements.last { elements.removeLast() }
        elements.append(.move(to: point))
        subpathStart = point
        lastPoint = point
    }

    /// Adds a straight line from the current point to `point`.
    public mutating func addLine(to point: CGPoint) {
        guard startSegment() else { return }
        elements.append(.line(to: point))
        lastPoint = point
    }

    /// Adds a quadratic Bézier curve from the current point to `point`, bending toward `control`.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        guard startSegment() else { return }
        elements.append(.quadCurve(to: point, control: control))
        lastPoint = point
    }

    /// Adds a cubic Bézier curve from the current point to `point` with two control points.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard startSegment() else { return }
        elements.append(.curve(to: point, control1: control1, control2: control2))
        lastPoint = point
    }

    /// Closes the current subpath with a straight line to its start. Does nothing on an empty
    /// path, right after a move, or on a subpath already closed.
    public mutating func closeSubpath() {
        guard let last = elements.last else { return }
        switch last {
        case .move, .closeSubpath: return
        default: break
        }
        elements.append(.closeSubpath)
        lastPoint = subpathStart
    }

    /// Whether a segment may be added: there is a current point; after a close, a move to it
    /// starts the next subpath.
    private mutating func startSegment() -> Bool {
        guard let point = lastPoint else { return false }
        if case .closeSubpath = elements.last { move(to: point) }
        return true
    }

    /// Appends `element` as the matching add call would.
    mutating func append(_ element: Element) {
        switch element {
        case .move(let point): move(to: point)
        case .line(let point): addLine(to: point)
        case .quadCurve(let point, let control): addQuadCurve(to: point, control: control)
        case .curve(let point, let control1, let control2): addCurve(to: point, control1: control1, control2: control2)
        case .closeSubpath: closeSubpath()
        }
    }
}
