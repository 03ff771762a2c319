/// The area of each sub-cell pixel that a set of closed polygons covers, computed exactly by
/// signed-area accumulation.
///
/// Each polygon edge adds, to every pixel row it crosses, the signed area it sweeps between itself
/// and the row's right end; a running sum along the row then yields each pixel's winding-weighted
/// coverage. This is exact for any polygon (area, not point samples), costs O(rows an edge
/// crosses + pixels) and needs no sorting or edge lists: the classic accumulation scheme of
/// font rasterisers (described, for example, by Raph Levien for font-rs).
///
/// The raster covers a window of `width × height` pixels starting at device pixel
/// (`originX`, `originY`). Geometry outside the window is cut exactly: left of it an edge becomes
/// a vertical edge on the window's left side (it still changes the winding of everything to its
/// right), right of it an edge affects nothing visible and is dropped, and rows above or below are
/// skipped. So the cost is bounded by the window, whatever the geometry's size.
///
/// Invariants: `accumulation.count >= stride * height` with `stride == width + 2`; before
/// ``resolve(evenOdd:)`` the values are signed area deltas, after it coverages in 0…1.
struct CoverageRaster {
    private(set) var originX = 0
    private(set) var originY = 0
    private(set) var width = 0
    private(set) var height = 0
    /// `width + 2`: an edge exactly on the right side writes one or two columns past `width`.
    private(set) var stride = 2
    private(set) var accumulation: [Float] = []

    /// Clears the raster to an empty window of `width × height` pixels at (`originX`, `originY`),
    /// keeping its storage.
    mutating func reset(originX: Int, originY: Int, width: Int, height: Int) {
        self.originX = originX
        self.originY = originY
        self.width = max(width, 0)
        self.height = max(height, 0)
        stride = self.width + 2
        let count = stride * self.height
        if accumulation.count < count {
            accumulation.append(contentsOf: repeatElement(0, count: count - accumulation.count))
        }
        accumulation.withUnsafeMutableBufferPointer { storage in
            UnsafeMutableBufferPointer(rebasing: storage[0..<count]).update(repeating: 0)
        }
    }

    /// The coverage of window pixel (`x`, `y`) after ``resolve(evenOdd:)``.
    @inline(__always)
    func coverage(x: Int, y: Int) -> Float {
        accumulation[y * stride + x]
    }

    /// Calls `body` with the raw values (coverages once resolved), row-major with ``stride``.
    mutating func withValues(_ body: (UnsafeMutableBufferPointer<Float>) -> Void) {
        accumulation.withUnsafeMutableBufferPointer { body($0) }
    }

    /// Rounds every coverage to fully in (≥ ½) or out: hard edges.
    mutating func threshold() {
        withValues { values in
            for index in values.indices { values[index] = values[index] >= 0.5 ? 1 : 0 }
        }
    }

    /// Multiplies every coverage by `other`'s at the same pixel; both must cover the same window.
    mutating func multiply(by other: CoverageRaster) {
        precondition(other.width == width && other.height == height, "coverage windows differ")
        let count = stride * height
        other.accumulation.withUnsafeBufferPointer { mask in
            withValues { values in
                for index in 0..<count { values[index] *= mask[index] }
            }
        }
    }

    /// Adds the edge from (`x0`, `y0`) to (`x1`, `y1`) in device pixels. Edges of a closed
    /// polygon, added in order, make its coverage; orientation gives the sign. Non-finite
    /// coordinates add nothing.
    mutating func addEdge(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        let ax = x0 - Double(originX)
        let ay = y0 - Double(originY)
        let bx = x1 - Double(originX)
        let by = y1 - Double(originY)
        guard ax.isFinite, ay.isFinite, bx.isFinite, by.isFinite, ay != by else { return }
        guard min(ay, by) < Double(height), max(ay, by) > 0 else { return }
        let right = Double(width)
        // Cut the edge where it crosses the window's left and right sides, so each piece lies
        // wholly left of, inside, or right of the window.
        var cuts: (Double, Double) = (2, 2)
        if (ax < 0) != (bx < 0) { cuts.0 = (0 - ax) / (bx - ax) }
        if (ax > right) != (bx > right) { cuts.1 = (right - ax) / (bx - ax) }
        let first = min(cuts.0, cuts.1)
        let second = max(cuts.0, cuts.1)
        var t0 = 0.0
        if first > 0 && first < 1 {
            piece(ax, ay, bx, by, from: 0, to: first, right: right)
            t0 = first
        }
        if second > t0 && second < 1 {
            piece(ax, ay, bx, by, from: t0, to: second, right: right)
            t0 = second
        }
        piece(ax, ay, bx, by, from: t0, to: 1, right: right)
    }

    private mutating func piece(
        _ ax: Double, _ ay: Double, _ bx: Double, _ by: Double, from t0: Double, to t1: Double, right: Double
    ) {
        let px = ax + (bx - ax) * t0
        let py = ay + (by - ay) * t0
        let qx = ax + (bx - ax) * t1
        let qy = ay + (by - ay) * t1
        let midX = (px + qx) / 2
        if midX >= right { return }
        if midX <= 0 {
            accumulate(0, py, 0, qy)
        } else {
            accumulate(min(max(px, 0), right), py, min(max(qx, 0), right), qy)
        }
    }

    /// Adds a piece lying within `0…width` horizontally.
    private mutating func accumulate(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        guard y0 != y1 else { return }
        let direction: Float = y0 < y1 ? 1 : -1
        let (top, bottom) = y0 < y1 ? ((x0, y0), (x1, y1)) : ((x1, y1), (x0, y0))
        let dxdy = (bottom.0 - top.0) / (bottom.1 - top.1)
        let right = Double(width)
        // Clamped before converting, so a huge coordinate cannot overflow `Int`.
        let firstRow = Int(max(top.1, 0).rounded(.down))
        let endRow = Int(min(bottom.1, Double(height)).rounded(.up))
        guard firstRow < endRow, dxdy.isFinite else {
            return
        }
        func xAt(_ y: Double) -> Double {
            let x = y >= bottom.1 ? bottom.0 : top.0 + (y - top.1) * dxdy
            return x.isNaN ? 0 : min(max(x, 0), right)
        }
        var x = xAt(max(top.1, 0))
        let stride = self.stride
        accumulation.withUnsafeMutableBufferPointer { acc in
            for row in firstRow..<endRow {
                let rowY = Double(row)
                let rowEnd = min(rowY + 1, bottom.1)
                let dy = rowEnd - max(rowY, top.1)
                let xNext = xAt(rowEnd)
                let d = Float(dy) * direction
                let start = row * stride
                let (left, rightX) = x < xNext ? (x, xNext) : (xNext, x)
                let leftFloor = left.rounded(.down)
                let leftIndex = Int(leftFloor)
                let rightIndex = Int(rightX.rounded(.up))
                if rightIndex <= leftIndex + 1 {
                    // The piece stays inside one pixel column: split its area at the mean x.
                    let fraction = Float((x + xNext) / 2 - leftFloor)
                    acc[start + leftIndex] += d - d * fraction
                    acc[start + leftIndex + 1] += d * fraction
                } else {
                    CoverageRaster.spread(d, left: left, right: rightX, leftIndex, rightIndex, start, acc)
                }
                x = xNext
            }
        }
    }

    /// Distributes one row's area `d` of a piece running from `left` to `right` across the pixel
    /// columns `leftIndex..<rightIndex`: a triangle in the first and last, a constant slope between.
    @inline(__always)
    private static func spread(
        _ d: Float, left: Double, right: Double, _ leftIndex: Int, _ rightIndex: Int, _ start: Int,
        _ acc: UnsafeMutableBufferPointer<Float>
    ) {
        let slope = Float(1 / (right - left))
        let leftFraction = Float(left - Double(leftIndex))
        let firstArea = 0.5 * slope * (1 - leftFraction) * (1 - leftFraction)
        let rightFraction = Float(right - Double(rightIndex) + 1)
        let lastArea = 0.5 * slope * rightFraction * rightFraction
        acc[start + leftIndex] += d * firstArea
        if rightIndex == leftIndex + 2 {
            acc[start + leftIndex + 1] += d * (1 - firstArea - lastArea)
        } else {
            let secondArea = slope * (1.5 - leftFraction)
            acc[start + leftIndex + 1] += d * (secondArea - firstArea)
            for column in (leftIndex + 2)..<(rightIndex - 1) { acc[start + column] += d * slope }
            let beforeLast = secondArea + Float(rightIndex - leftIndex - 3) * slope
            acc[start + rightIndex - 1] += d * (1 - beforeLast - lastArea)
        }
        acc[start + rightIndex] += d * lastArea
    }

    /// Turns the accumulated area deltas into coverages in 0…1: the running sum along each row is
    /// the winding-weighted covered area, read by the non-zero rule (|sum| capped at 1) or the
    /// even-odd rule (|sum| folded into 0…1 with period 2).
    mutating func resolve(evenOdd: Bool) {
        let (width, stride, height) = (self.width, self.stride, self.height)
        // Below a thousandth is rounding residue of the running sum, not coverage.
        let residue: Float = 1e-3
        accumulation.withUnsafeMutableBufferPointer { acc in
            for row in 0..<height {
                var sum: Float = 0
                let start = row * stride
                if evenOdd {
                    for index in start..<(start + width) {
                        sum += acc[index]
                        let folded = abs(sum).truncatingRemainder(dividingBy: 2)
                        let value = folded > 1 ? 2 - folded : folded
                        acc[index] = value < residue ? 0 : value
                    }
                } else {
                    for index in start..<(start + width) {
                        sum += acc[index]
                        let magnitude = abs(sum)
                        acc[index] = magnitude < residue ? 0 : min(magnitude, 1)
                    }
                }
            }
        }
    }
}
