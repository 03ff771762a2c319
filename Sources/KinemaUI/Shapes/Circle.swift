import Foundation
import KinemaAnimation
import KinemaGeometry
import KinemaRender

/// A circle centred in its frame, as wide as the frame's shorter side (SwiftUI's `Circle`):
/// round on screen, since shapes are drawn in square units.
public struct Circle: InsettableShape, Equatable {
    /// A circle.
    public init() {}

    /// The largest circle centred in `rect`.
    public func path(in rect: CGRect) -> Path {
        let r = rect.standardized
        let side = min(r.width, r.height)
        return Path(ellipseIn: CGRect(x: r.midX - side / 2, y: r.midY - side / 2, width: side, height: side))
    }

    /// The circle inset by `amount`.
    public func inset(by amount: CGFloat) -> _InsetShape<Circle> { _InsetShape(base: self, amount: amount) }
}

/// An ellipse filling its frame (SwiftUI's `Ellipse`).
public struct Ellipse: InsettableShape, Equatable {
    /// An ellipse.
    public init() {}

    /// The ellipse inscribed in `rect`.
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }

    /// The ellipse inset by `amount`.
    public func inset(by amount: CGFloat) -> _InsetShape<Ellipse> { _InsetShape(base: self, amount: amount) }
}

/// A rectangle whose shorter sides are half circles (SwiftUI's `Capsule`).
public struct Capsule: InsettableShape, Equatable {
    /// Circular or continuous ends.
    public var style: RoundedCornerStyle

    /// A capsule.
    public init(style: RoundedCornerStyle = .continuous) {
        self.style = style
    }

    /// The capsule filling `rect`.
    public func path(in rect: CGRect) -> Path {
        let r = rect.standardized
        return Path(roundedRect: r, cornerRadius: min(r.width, r.height) / 2, style: style)
    }

    /// The capsule inset by `amount`.
    public func inset(by amount: CGFloat) -> _InsetShape<Capsule> { _InsetShape(base: self, amount: amount) }
}
