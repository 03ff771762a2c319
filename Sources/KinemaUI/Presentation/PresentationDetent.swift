import Foundation

/// A height a sheet rests at: ``medium`` (half the screen), ``large`` (all but the top row),
/// ``fraction(_:)`` of the screen's height, or ``height(_:)`` in rows.
///
/// A sheet with several detents can be dragged between them; the release velocity carries it to
/// the detent nearest its projected resting place (see <doc:Navigation>).
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case medium, large
        case fraction(Double)
        case height(Double)
    }

    let kind: Kind

    /// Half the screen's height.
    public static let medium = PresentationDetent(kind: .medium)
    /// The whole screen but its top row (the presenting view shows there, as a sheet's top edge
    /// shows the screen behind it on a phone).
    public static let large = PresentationDetent(kind: .large)

    /// `fraction` of the screen's height (clamped to 0…1; NaN counts as 1).
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        let value = Double(fraction)
        return PresentationDetent(kind: .fraction(value.isNaN ? 1 : min(max(value, 0), 1)))
    }

    /// `height` rows (points in points mode), at most the screen's height.
    public static func height(_ height: CGFloat) -> PresentationDetent {
        let value = Double(height)
        return PresentationDetent(kind: .height(value.isFinite ? max(value, 0) : 0))
    }

    /// The sheet's top edge at this detent on a screen `screenHeight` tall: at least 1 (the top row
    /// stays the presenter's) and at most 2 above the bottom (a sheet always shows its top).
    func top(in screenHeight: Double) -> Double {
        let raw: Double
        switch kind {
        case .large: raw = 1
        case .medium: raw = (screenHeight / 2).rounded(.down)
        case .fraction(let fraction): raw = (screenHeight * (1 - fraction)).rounded()
        case .height(let height): raw = screenHeight - height.rounded()
        }
        return min(max(raw, 1), max(screenHeight - 2, 1))
    }
}
