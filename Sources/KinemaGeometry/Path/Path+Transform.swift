import Foundation

extension Path {
    /// This path with every point transformed by `transform`.
    ///
    /// - Complexity: O(elements).
    public func applying(_ transform: CGAffineTransform) -> Path {
        if transform.isIdentity { return self }
        var result = Path()
        for element in elements { result.append(element.applying(transform)) }
        return result
    }

    /// This path moved by `dx`, `dy`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }
}

extension Path.Element {
    /// This element with every point transformed by `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path.Element {
        switch self {
        case .move(let point): return .move(to: point.applying(transform))
        case .line(let point): return .line(to: point.applying(transform))
        case .quadCurve(let point, let control):
            return .quadCurve(to: point.applying(transform), control: control.applying(transform))
        case .curve(let point, let control1, let control2):
            return .curve(
                to: point.applying(transform), control1: control1.applying(transform),
                control2: control2.applying(transform))
        case .closeSubpath: return .closeSubpath
        }
    }
}
