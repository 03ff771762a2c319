import Foundation

/// An affine transformation matrix with CoreGraphics' API, for drawing and transform effects.
///
/// Foundation on Linux has no `CGAffineTransform` (it has `AffineTransform`), so Kinema defines it
/// with the same members, layout and meaning as CoreGraphics. The matrix is
///
/// ```
/// | a   b   0 |
/// | c   d   0 |
/// | tx  ty  1 |
/// ```
///
/// and points are row vectors: `(x, y) ↦ (a·x + c·y + tx, b·x + d·y + ty)`.
///
/// Composition follows CoreGraphics: `t1.concatenating(t2)` applies `t1` first, then `t2`; the
/// `translatedBy`, `scaledBy` and `rotated(by:)` methods prepend their operation, so
/// `t.translatedBy(x: 5, y: 0)` moves a point by 5 in `t`'s input space and then applies `t`.
///
/// ```swift
/// let t = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 1, y: 0)
/// CGPoint(x: 0, y: 0).applying(t)   // (2, 0): translated, then scaled
/// ```
public struct CGAffineTransform: Hashable, Sendable, Codable {
    /// Row 1, column 1: the x scale when there is no rotation.
    public var a: CGFloat
    /// Row 1, column 2.
    public var b: CGFloat
    /// Row 2, column 1.
    public var c: CGFloat
    /// Row 2, column 2: the y scale when there is no rotation.
    public var d: CGFloat
    /// The horizontal translation.
    public var tx: CGFloat
    /// The vertical translation.
    public var ty: CGFloat

    /// Creates a transform with every entry zero, as CoreGraphics' `CGAffineTransform()` does (this
    /// is *not* the identity; see ``identity``).
    @inlinable
    public init() { self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0) }

    /// Creates a transform from its six entries.
    @inlinable
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// A transform that moves by `tx`, `ty`.
    @inlinable
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A transform that scales by `sx`, `sy` about the origin.
    @inlinable
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A transform that rotates by `angle` radians about the origin.
    ///
    /// With `y` growing downward (as on screen), a positive angle turns clockwise, as in
    /// CoreGraphics on iOS.
    @inlinable
    public init(rotationAngle angle: CGFloat) {
        let (sine, cosine) = (CGFloat(sin(Double(angle))), CGFloat(cos(Double(angle))))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// The transform that changes nothing.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Whether this is exactly ``identity``.
    @inlinable
    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `other`: the matrix product `self × other`.
    @inlinable
    public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * other.a + b * other.c, b: a * other.b + b * other.d,
            c: c * other.a + d * other.c, d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// A translation by `tx`, `ty` followed by this transform.
    @inlinable
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// A scale by `sx`, `sy` followed by this transform.
    @inlinable
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// A rotation by `angle` radians followed by this transform.
    @inlinable
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The transform that undoes this one.
    ///
    /// A singular transform (determinant `a·d − b·c` of zero, e.g. a scale by zero) has no inverse;
    /// as in CoreGraphics, it is returned unchanged. So is a transform whose determinant is not
    /// finite (NaN or infinite entries), rather than producing NaN entries. Check ``isInvertible``
    /// first when that matters.
    @inlinable
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return self }
        return CGAffineTransform(
            a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
            tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }

    /// Whether ``inverted()`` yields a true inverse (the determinant is finite and non-zero).
    @inlinable
    public var isInvertible: Bool {
        let determinant = a * d - b * c
        return determinant != 0 && determinant.isFinite
    }
}
