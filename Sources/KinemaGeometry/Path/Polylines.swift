/// Flattened geometry: a list of polylines (open or closed) in reusable storage, the working form
/// of paths for stroking, trimming, hit testing and rasterising.
///
/// Storage is kept between uses (`removeAll()` keeps capacity), so a renderer that reuses one
/// value allocates nothing once it has grown.
///
/// Invariants: `xs.count == ys.count == corners.count`; `ends` is non-decreasing and its last
/// value is `xs.count`; `closed.count == ends.count`.
package struct Polylines: Sendable {
    /// The points' coordinates, all polylines one after another.
    package private(set) var xs: [Double] = []
    package private(set) var ys: [Double] = []
    /// Whether each point is a corner of the original path (an element's end point) rather than a
    /// point inside a flattened curve; strokes use the requested join only at corners.
    package private(set) var corners: [Bool] = []
    /// The end index (exclusive) of each polyline in the point arrays.
    package private(set) var ends: [Int] = []
    /// Whether each polyline was closed.
    package private(set) var closed: [Bool] = []
    /// Whether a point limit cut something off.
    package private(set) var isTruncated = false
    /// The most points kept; later points are dropped (and ``isTruncated`` set), which bounds
    /// the work any path can cause.
    package var maximumPoints = 1 << 20

    package init() {}

    /// The number of polylines.
    package var count: Int { ends.count }

    /// The total number of points.
    package var pointCount: Int { xs.count }

    /// The point indices of polyline `index`.
    package func range(of index: Int) -> Range<Int> {
        (index == 0 ? 0 : ends[index - 1])..<ends[index]
    }

    /// Empties the list, keeping its storage.
    package mutating func removeAll() {
        xs.removeAll(keepingCapacity: true)
        ys.removeAll(keepingCapacity: true)
        corners.removeAll(keepingCapacity: true)
        ends.removeAll(keepingCapacity: true)
        closed.removeAll(keepingCapacity: true)
        isTruncated = false
    }

    /// Starts a new polyline at (`x`, `y`), ending the current one open.
    package mutating func start(_ x: Double, _ y: Double) {
        guard canAdd() else { return }
        ends.append(xs.count)
        closed.append(false)
        append(x, y, corner: true)
    }

    /// Adds a point to the current polyline (starting one when there is none).
    package mutating func add(_ x: Double, _ y: Double, corner: Bool) {
        guard canAdd() else { return }
        if ends.isEmpty {
            start(x, y)
            return
        }
        append(x, y, corner: corner)
    }

    /// Marks the current polyline closed.
    package mutating func close() {
        if !closed.isEmpty { closed[closed.count - 1] = true }
    }

    private mutating func append(_ x: Double, _ y: Double, corner: Bool) {
        xs.append(x)
        ys.append(y)
        corners.append(corner)
        ends[ends.count - 1] = xs.count
    }

    private mutating func canAdd() -> Bool {
        if xs.count < maximumPoints { return true }
        isTruncated = true
        return false
    }
}
