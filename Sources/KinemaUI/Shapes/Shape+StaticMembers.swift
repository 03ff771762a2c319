import Foundation
import KinemaGeometry

// SwiftUI's static shape members, so any parameter typed `some Shape` (`clipShape`,
// `background(_:in:)`, `contentShape`, `fill`, `overlay(_:in:)`) takes `.rect`, `.circle`,
// `.capsule`, `.ellipse` and `.rect(cornerRadius:)` as SwiftUI code writes them.

extension Shape where Self == Rectangle {
    /// A rectangle: `.clipShape(.rect)`.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangle with rounded corners of `cornerRadius` (columns):
    /// `.clipShape(.rect(cornerRadius: 8))`.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    /// A rectangle with rounded corners of `cornerSize` (columns across, square units down).
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle whose corners have the radii in `cornerRadii`.
    public static func rect(
        cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous
    ) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }

    /// A rectangle with each corner's radius given (0 for a square corner).
    public static func rect(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(
            topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
            bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
}

extension Shape where Self == Circle {
    /// A circle, centred in the frame and as wide as its shorter side: `.clipShape(.circle)`.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
    /// An ellipse filling the frame.
    public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == Capsule {
    /// A capsule (fully rounded ends) with continuous corners.
    public static var capsule: Capsule { Capsule() }

    /// A capsule with `style` corners.
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}
