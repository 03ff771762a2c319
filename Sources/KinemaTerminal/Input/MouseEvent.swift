/// A mouse report: a button press or release, a drag, plain motion, or a wheel step.
///
/// Positions are zero-based cells: the top-left cell is column 0, row 0. From a terminal that
/// reports pixels (SGR-pixel mode 1016, see ``InputDecoder/mousePixelCellSize``) the event also
/// carries the position in fractional cells (``preciseColumn``, ``preciseRow``).
public struct MouseEvent: Hashable, Sendable, CustomStringConvertible {
    /// What happened.
    public var kind: MouseEventKind
    /// Zero-based column of the pointer.
    public var column: Int
    /// Zero-based row of the pointer.
    public var row: Int
    /// Shift, Alt and Control as the terminal reported them (many terminals keep Shift for their
    /// own text selection and never report it).
    public var modifiers: KeyModifiers
    /// The pointer's horizontal position in fractional cells (the top-left cell spans 0 ..< 1; the
    /// centre of the reported pixel), when the terminal reported pixels; `nil` for whole-cell
    /// reports. `column` is its whole part.
    public var preciseColumn: Double?
    /// The pointer's vertical position in fractional cells, when the terminal reported pixels.
    public var preciseRow: Double?

    /// Creates a mouse event.
    public init(
        _ kind: MouseEventKind, column: Int, row: Int, modifiers: KeyModifiers = [],
        preciseColumn: Double? = nil, preciseRow: Double? = nil
    ) {
        self.kind = kind
        self.column = column
        self.row = row
        self.modifiers = modifiers
        self.preciseColumn = preciseColumn
        self.preciseRow = preciseRow
    }

    /// `ctrl+press left @12,3`.
    public var description: String {
        let prefix = modifiers.names.map { $0 + "+" }.joined()
        return "\(prefix)\(kind) @\(column),\(row)"
    }
}

/// The kind of a ``MouseEvent``.
public enum MouseEventKind: Hashable, Sendable, CustomStringConvertible {
    /// A button went down.
    case press(MouseButton)
    /// A button went up.
    case release(MouseButton)
    /// The pointer moved with a button held (mode 1002 or 1003).
    case drag(MouseButton)
    /// The pointer moved with no button held (mode 1003).
    case move
    /// One wheel step.
    case scroll(ScrollDirection)

    /// `press left`, `scroll up`, `move`.
    public var description: String {
        switch self {
        case .press(let button): "press \(button)"
        case .release(let button): "release \(button)"
        case .drag(let button): "drag \(button)"
        case .move: "move"
        case .scroll(let direction): "scroll \(direction)"
        }
    }
}

/// A mouse button.
public enum MouseButton: Hashable, Sendable {
    /// The primary button.
    case left
    /// The wheel button.
    case middle
    /// The secondary button.
    case right
    /// Extra buttons: 8 (back) … 11, as numbered by xterm.
    case other(Int)
}

/// The direction of a wheel step.
public enum ScrollDirection: Hashable, Sendable {
    /// Wheel away from the user.
    case up
    /// Wheel towards the user.
    case down
    /// Horizontal wheel or tilt left.
    case left
    /// Horizontal wheel or tilt right.
    case right
}
