import Foundation

extension CGPoint {
    /// This point transformed by `t`: `(a·x + c·y + tx, b·x + d·y + ty)`.
    @inlinable
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// This size transformed by `t`'s linear part (no translation): `(a·w + c·h, b·w + d·h)`.
    /// The result may be negative (a flip); CoreGraphics does not take its absolute value either.
    @inlinable
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle containing this rectangle's four corners transformed by `t`, with a
    /// non-negative size; `CGRect.null` stays null. For a rotation the result is the bounding box,
    /// larger than the rectangle itself.
    @inlinable
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull { return self }
        let corners = (
            CGPoint(x: origin.x, y: origin.y).applying(t),
            CGPoint(x: origin.x + size.width, y: origin.y).applying(t),
            CGPoint(x: origin.x, y: origin.y + size.height).applying(t),
            CGPoint(x: origin.x + size.width, y: origin.y + size.height).applying(t)
        )
        let x0 = min(corners.0.x, corners.1.x, corners.2.x, corners.3.x)
        let y0 = min(corners.0.y, corners.1.y, corners.2.y, corners.3.y)
        let x1 = max(corners.0.x, corners.1.x, corners.2.x, corners.3.x)
        let y1 = max(corners.0.y, corners.1.y, corners.2.y, corners.3.y)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
