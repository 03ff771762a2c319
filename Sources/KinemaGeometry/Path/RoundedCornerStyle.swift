/// How a rounded rectangle's corners curve (SwiftUI's `RoundedCornerStyle`).
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter circles (or quarter ellipses for unequal corner sizes).
    case circular
    /// Apple's "continuous" corners, whose curvature eases in from the straight edges instead of
    /// jumping to the circle's. Kinema approximates them with one cubic per corner that starts
    /// 1.28 × the radius from the corner (where Apple's starts) and bulges like the circle at its
    /// middle; at terminal resolution the two are indistinguishable from Apple's curve.
    case continuous
}
