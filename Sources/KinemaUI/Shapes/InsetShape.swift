import Foundation
import KinemaAnimation
import KinemaGeometry
import KinemaRender

/// A shape inset on every side (what ``InsettableShape/inset(by:)`` returns for the built-in
/// shapes). Rounded rectangles shrink their corners by the same amount, so an inset outline is
/// concentric; an inset larger than half the frame leaves an empty rectangle at its centre.
public struct _InsetShape<Base: InsettableShape>: InsettableShape {
    /// The shape before insetting.
    public var base: Base
    /// The inset on every side, in square units.
    public var amount: CGFloat

    /// `base` inset by `amount`.
    public init(base: Base, amount: CGFloat) {
        self.base = base
        self.amount = amount
    }

    /// The base shape's path in `rect` inset by ``amount``.
    public func path(in rect: CGRect) -> Path {
        let inset = amount.isFinite ? amount : 0
        let r = rect.standardized
        let dx = min(inset, r.width / 2)
        let dy = min(inset, r.height / 2)
        let insetRect = r.insetBy(dx: dx, dy: dy)
        if let rounded = base as? RoundedRectangle {
            var shrunk = rounded
            shrunk.cornerSize = CGSize(
                width: max(rounded.cornerSize.width - inset, 0),
                height: max(rounded.cornerSize.height - inset, 0))
            return shrunk.path(in: insetRect)
        }
        if let uneven = base as? UnevenRoundedRectangle {
            var shrunk = uneven
            let radii = uneven.cornerRadii
            shrunk.cornerRadii = RectangleCornerRadii(
                topLeading: max(radii.topLeading - inset, 0),
                bottomLeading: max(radii.bottomLeading - inset, 0),
                bottomTrailing: max(radii.bottomTrailing - inset, 0),
                topTrailing: max(radii.topTrailing - inset, 0))
            return shrunk.path(in: insetRect)
        }
        return base.path(in: insetRect)
    }

    /// The base shape's data and the inset animate.
    public var animatableData: AnimatablePair<Base.AnimatableData, CGFloat> {
        get { AnimatablePair(base.animatableData, amount) }
        set {
            base.animatableData = newValue.first
            amount = newValue.second
        }
    }

    /// Insets further.
    public func inset(by amount: CGFloat) -> _InsetShape<Base> {
        _InsetShape(base: base, amount: self.amount + amount)
    }
}

extension _InsetShape: Equatable where Base: Equatable {}
