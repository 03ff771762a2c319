import Foundation
import KinemaAnimation
import KinemaGeometry
import KinemaRender

/// A rectangle with rounded corners (SwiftUI's `RoundedRectangle`); corners are in square units
/// (columns), so a radius of 2 is 2 columns wide and 1 row tall.
public struct RoundedRectangle: InsettableShape, Equatable {
    /// The width and height of the corners' rounding.
    public var cornerSize: CGSize
    /// Circular arcs or continuous (squircle-like) corners.
    public var style: RoundedCornerStyle

    /// A rounded rectangle whose corners are `cornerSize`.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    /// A rounded rectangle whose corners have `cornerRadius`.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// The rounded rectangle filling `rect`.
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerSize: cornerSize, style: style)
    }

    /// The corner size animates.
    public var animatableData: CGSize.AnimatableData {
        get { cornerSize.animatableData }
        set { cornerSize.animatableData = newValue }
    }

    /// The rounded rectangle inset by `amount`, its corners shrunk by the same amount (so an inset
    /// outline stays concentric).
    public func inset(by amount: CGFloat) -> _InsetShape<RoundedRectangle> {
        _InsetShape(base: self, amount: amount)
    }
}

/// A rectangle whose four corners have their own radii (SwiftUI's `UnevenRoundedRectangle`).
public struct UnevenRoundedRectangle: InsettableShape, Equatable {
    /// The radius of each corner, in square units.
    public var cornerRadii: RectangleCornerRadii
    /// Circular arcs or continuous corners.
    public var style: RoundedCornerStyle

    /// A rectangle with `cornerRadii`.
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    /// A rectangle with each corner's radius given.
    public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        self.init(
            cornerRadii: RectangleCornerRadii(
                topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
            style: style)
    }

    /// The shape filling `rect`.
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadii: cornerRadii, style: style)
    }

    /// The four radii animate.
    public var animatableData:
        AnimatablePair<
            AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>
        >
    {
        get {
            AnimatablePair(
                AnimatablePair(cornerRadii.topLeading, cornerRadii.bottomLeading),
                AnimatablePair(cornerRadii.bottomTrailing, cornerRadii.topTrailing))
        }
        set {
            cornerRadii = RectangleCornerRadii(
                topLeading: newValue.first.first, bottomLeading: newValue.first.second,
                bottomTrailing: newValue.second.first, topTrailing: newValue.second.second)
        }
    }

    /// The shape inset by `amount`, every radius shrunk by the same amount.
    public func inset(by amount: CGFloat) -> _InsetShape<UnevenRoundedRectangle> {
        _InsetShape(base: self, amount: amount)
    }
}
