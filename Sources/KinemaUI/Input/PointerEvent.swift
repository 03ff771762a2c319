import KinemaGeometry

/// A mouse event for a ``ViewHost``, in screen cells.
public struct PointerEvent: Hashable, Sendable {
    /// What happened.
    public enum Kind: Hashable, Sendable {
        /// A button went down.
        case down
        /// A button went up.
        case up
        /// The pointer moved with no button held (hover).
        case move
        /// The pointer moved with ``PointerEvent/button`` held.
        case drag
        /// The wheel turned by `dx`, `dy` lines (positive `dy`: down, towards the user; positive
        /// `dx`: right).
        case scroll(dx: Double, dy: Double)
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
    /// Where, in cells from the top-left of the screen, fractional: a terminal that reports whole
    /// cells reports the cell's centre (`column + 0.5`, `row + 0.5`); one that reports pixels
    /// (SGR-pixel mode) reports the exact position.
    public var location: Point
    /// The button involved (for a drag, the button held; ignored for a move or a wheel step).
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

    /// The centre of cell (`column`, `row`): where a terminal reporting whole cells is pointing.
    public static func cellCentre(column: Int, row: Int) -> Point {
        Point(x: Double(column) + 0.5, y: Double(row) + 0.5)
    }
}
