import KinemaGeometry

/// A mouse event in cell coordinates, delivered by the host to hit-tested views.
public struct PointerEvent: Hashable, Sendable {
    /// What happened.
    public enum Kind: Hashable, Sendable {
        /// A button went down.
        case down
        /// A button went up (a tap is a down and an up on the same view).
        case up
        /// The pointer moved (with or without a button held).
        case move
        /// The wheel scrolled by the given lines (negative: up).
        case scroll(Int)
    }

    /// Mouse buttons.
    public enum Button: Hashable, Sendable {
        /// The primary (left) button.
        case primary
        /// The secondary (right) button.
        case secondary
        /// The middle button.
        case middle
    }

    /// What happened.
    public var kind: Kind
    /// Where, in cells from the top-left of the view tree (the cell's centre is `x + 0.5`).
    public var location: Point
    /// The button involved.
    public var button: Button
    /// Modifiers held.
    public var modifiers: EventModifiers

    /// Creates a pointer event.
    public init(kind: Kind, location: Point, button: Button = .primary, modifiers: EventModifiers = []) {
        self.kind = kind
        self.location = location
        self.button = button
        self.modifiers = modifiers
    }
}
