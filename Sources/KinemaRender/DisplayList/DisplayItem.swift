import KinemaGeometry

/// One thing to draw: a text run, a filled rectangle or a border, placed in fractional cells.
///
/// Geometry stays fractional until the ``Rasterizer`` quantises it, so animated frames move
/// smoothly (fills use eighth-block glyphs at edges that fall inside a cell).
///
/// - ``Kind/text(_:_:)``: the text starts at the frame's origin (rounded to the nearest cell);
///   `"\n"` starts a new row, tabs advance to the next multiple of 8 columns; other controls are
///   shown as visible substitutes. A `.default` background in the style keeps what lies beneath.
///   Text is limited by ``clip`` and the buffer, not by the frame's size.
/// - ``Kind/fill(_:)``: covers the frame with a colour (erasing text beneath).
/// - ``Kind/border(_:_:)``: draws the outline of the frame (rounded to whole cells).
///
/// ``opacity`` in 0…1 blends colours toward what lies beneath; 0 draws nothing. Items draw in
/// ascending ``zIndex``, ties in list order.
public struct DisplayItem: Hashable, Sendable, Identifiable {
    /// A stable identity chosen by the producer (the view layer uses it to match items across
    /// frames).
    public struct ID: Hashable, Sendable, ExpressibleByIntegerLiteral, CustomStringConvertible {
        /// The raw identifier.
        public var rawValue: UInt64

        /// Creates an identifier.
        public init(rawValue: UInt64) {
            self.rawValue = rawValue
        }

        /// Creates an identifier from an integer literal.
        public init(integerLiteral value: UInt64) {
            self.rawValue = value
        }

        /// `#<rawValue>`.
        public var description: String { "#\(rawValue)" }
    }

    /// What an item draws.
    public enum Kind: Hashable, Sendable {
        /// A run of text in a style (may contain `"\n"` for several rows).
        case text(String, Style)
        /// A solid rectangle in a colour.
        case fill(Color)
        /// The outline of the frame with the given glyphs and style.
        case border(BorderStyle, Style)
    }

    /// The stable identity of the item.
    public var id: ID
    /// What to draw.
    public var kind: Kind
    /// Where, in fractional cells of the buffer.
    public var frame: Rect
    /// When set, nothing outside this rectangle (fractional cells, rounded to whole cells) is drawn.
    public var clip: Rect?
    /// Drawing order: higher draws later (on top); ties keep list order.
    public var zIndex: Double
    /// 0…1; values outside are clamped and NaN counts as 1 (fully opaque).
    public var opacity: Double

    /// Creates an item.
    public init(
        id: ID, kind: Kind, frame: Rect, clip: Rect? = nil, zIndex: Double = 0, opacity: Double = 1
    ) {
        self.id = id
        self.kind = kind
        self.frame = frame
        self.clip = clip
        self.zIndex = zIndex
        self.opacity = opacity
    }

    /// ``opacity`` clamped to 0…1 (NaN becomes 1).
    public var effectiveOpacity: Double {
        opacity.isNaN ? 1 : min(max(opacity, 0), 1)
    }
}

extension DisplayItem {
    /// Whether two items draw the same thing in the same place. Frames and clips compare by their
    /// stored origin and size: CGRect's own `==` standardises, so a text item whose frame overshot
    /// to a negative width (drawn from its origin) would equal its mirror image and a changed frame
    /// could be skipped by the renderer.
    public static func == (lhs: DisplayItem, rhs: DisplayItem) -> Bool {
        lhs.id == rhs.id && lhs.kind == rhs.kind && lhs.frame.isComponentwiseEqual(to: rhs.frame)
            && isSameClip(lhs.clip, rhs.clip) && lhs.zIndex == rhs.zIndex && lhs.opacity == rhs.opacity
    }

    /// Hashes the components `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(kind)
        hasher.combine(frame.origin)
        hasher.combine(frame.size)
        hasher.combine(clip?.origin)
        hasher.combine(clip?.size)
        hasher.combine(zIndex)
        hasher.combine(opacity)
    }

    private static func isSameClip(_ lhs: Rect?, _ rhs: Rect?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil): true
        case let (lhs?, rhs?): lhs.isComponentwiseEqual(to: rhs)
        default: false
        }
    }
}
