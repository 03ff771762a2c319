import Foundation

/// A 3 × 3 projective transformation matrix (SwiftUI's `ProjectionTransform`): an affine
/// transform plus perspective, as `rotation3DEffect` produces.
///
/// Points are row vectors, as in ``CGAffineTransform``:
///
/// ```
/// (x', y', w) = (x, y, 1) × | m11 m12 m13 |
///                           | m21 m22 m23 |
///                           | m31 m32 m33 |
/// ```
///
/// and the transformed point is `(x'/w, y'/w)`. An affine transform has `m13 = m23 = 0` and
/// `m33 = 1`. `a.concatenating(b)` applies `a` first, then `b`.
///
/// A point with `w ≤ 0` lies at or behind the viewer's eye: it has no image. Mapping
/// returns it at a tiny positive `w` instead (far outside any window), so geometry crossing the
/// eye plane stays finite and is clipped by the rasteriser rather than wrapping around.
public struct ProjectionTransform: Hashable, Sendable {
    /// Row 1, column 1.
    public var m11: CGFloat = 1
    /// Row 1, column 2.
    public var m12: CGFloat = 0
    /// Row 1, column 3 (perspective along x).
    public var m13: CGFloat = 0
    /// Row 2, column 1.
    public var m21: CGFloat = 0
    /// Row 2, column 2.
    public var m22: CGFloat = 1
    /// Row 2, column 3 (perspective along y).
    public var m23: CGFloat = 0
    /// Row 3, column 1 (translation along x).
    public var m31: CGFloat = 0
    /// Row 3, column 2 (translation along y).
    public var m32: CGFloat = 0
    /// Row 3, column 3.
    public var m33: CGFloat = 1

    /// The identity.
    public init() {}

    /// The projection equal to the affine transform `m`.
    public init(_ m: CGAffineTransform) {
        (m11, m12, m21, m22, m31, m32) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
    }

    /// A projection from its nine entries, row by row.
    package init(
        _ m11: CGFloat, _ m12: CGFloat, _ m13: CGFloat, _ m21: CGFloat, _ m22: CGFloat, _ m23: CGFloat,
        _ m31: CGFloat, _ m32: CGFloat, _ m33: CGFloat
    ) {
        (self.m11, self.m12, self.m13) = (m11, m12, m13)
        (self.m21, self.m22, self.m23) = (m21, m22, m23)
        (self.m31, self.m32, self.m33) = (m31, m32, m33)
    }

    /// Whether this is the identity.
    public var isIdentity: Bool { self == ProjectionTransform() }

    /// Whether this projection is affine (no perspective).
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// The affine part (exact when ``isAffine``).
    public var affine: CGAffineTransform {
        CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32)
    }

    /// `self` followed by `rhs`: the matrix product `self × rhs`.
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        ProjectionTransform(
            m11 * rhs.m11 + m12 * rhs.m21 + m13 * rhs.m31, m11 * rhs.m12 + m12 * rhs.m22 + m13 * rhs.m32,
            m11 * rhs.m13 + m12 * rhs.m23 + m13 * rhs.m33,
            m21 * rhs.m11 + m22 * rhs.m21 + m23 * rhs.m31, m21 * rhs.m12 + m22 * rhs.m22 + m23 * rhs.m32,
            m21 * rhs.m13 + m22 * rhs.m23 + m23 * rhs.m33,
            m31 * rhs.m11 + m32 * rhs.m21 + m33 * rhs.m31, m31 * rhs.m12 + m32 * rhs.m22 + m33 * rhs.m32,
            m31 * rhs.m13 + m32 * rhs.m23 + m33 * rhs.m33)
    }

    /// The determinant of the matrix.
    var determinant: Double {
        let (a, b, c) = (Double(m11), Double(m12), Double(m13))
        let (d, e, f) = (Double(m21), Double(m22), Double(m23))
        let (g, h, i) = (Double(m31), Double(m32), Double(m33))
        return a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
    }

    /// Inverts this projection in place and returns whether it could: a singular matrix (or one
    /// with non-finite entries) is left unchanged and `false` returned.
    @discardableResult
    public mutating func invert() -> Bool {
        let det = determinant
        guard det != 0, det.isFinite else { return false }
        let (a, b, c) = (Double(m11), Double(m12), Double(m13))
        let (d, e, f) = (Double(m21), Double(m22), Double(m23))
        let (g, h, i) = (Double(m31), Double(m32), Double(m33))
        self = ProjectionTransform(
            CGFloat((e * i - f * h) / det), CGFloat((c * h - b * i) / det), CGFloat((b * f - c * e) / det),
            CGFloat((f * g - d * i) / det), CGFloat((a * i - c * g) / det), CGFloat((c * d - a * f) / det),
            CGFloat((d * h - e * g) / det), CGFloat((b * g - a * h) / det), CGFloat((a * e - b * d) / det))
        return true
    }

    /// The inverse, or this projection unchanged when it has none (see ``invert()``).
    public func inverted() -> ProjectionTransform {
        var copy = self
        copy.invert()
        return copy
    }

    /// The smallest `w` a mapped point keeps; see the type's discussion.
    static let nearestDepth = 1e-6

    /// The image of (`x`, `y`).
    @inline(__always)
    package func map(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
        let px = Double(m11) * x + Double(m21) * y + Double(m31)
        let py = Double(m12) * x + Double(m22) * y + Double(m32)
        if m13 == 0 && m23 == 0 && m33 == 1 { return (px, py) }
        let w = max(Double(m13) * x + Double(m23) * y + Double(m33), ProjectionTransform.nearestDepth)
        return (px / w, py / w)
    }

    /// The largest factor by which this projection stretches a short segment near (`x`, `y`):
    /// the larger singular value of its Jacobian there.
    package func stretch(at x: Double, _ y: Double) -> Double {
        singularValues(at: x, y).max
    }

    /// The smallest factor by which this projection stretches a short segment near (`x`, `y`).
    package func squeeze(at x: Double, _ y: Double) -> Double {
        singularValues(at: x, y).min
    }

    private func singularValues(at x: Double, _ y: Double) -> (min: Double, max: Double) {
        let w = max(Double(m13) * x + Double(m23) * y + Double(m33), ProjectionTransform.nearestDepth)
        let (mapped) = map(x, y)
        // d(x'/w)/dx = (m11 − x'·m13)/w, and so on.
        let j11 = (Double(m11) - mapped.x * Double(m13)) / w
        let j12 = (Double(m21) - mapped.x * Double(m23)) / w
        let j21 = (Double(m12) - mapped.y * Double(m13)) / w
        let j22 = (Double(m22) - mapped.y * Double(m23)) / w
        // Singular values of a 2 × 2 matrix from its Frobenius norm and determinant.
        let sumSquares = j11 * j11 + j12 * j12 + j21 * j21 + j22 * j22
        let det = abs(j11 * j22 - j12 * j21)
        let root = max(sumSquares * sumSquares - 4 * det * det, 0).squareRoot()
        let largest = ((sumSquares + root) / 2).squareRoot()
        let smallest = ((max(sumSquares - root, 0)) / 2).squareRoot()
        guard largest.isFinite, smallest.isFinite else { return (0, 0) }
        return (smallest, largest)
    }
}

extension CGPoint {
    /// This point transformed by the projection `m` (see ``ProjectionTransform``).
    public func applying(_ m: ProjectionTransform) -> CGPoint {
        let point = m.map(Double(x), Double(y))
        return CGPoint(x: point.x, y: point.y)
    }
}
