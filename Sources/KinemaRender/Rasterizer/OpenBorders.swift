import KinemaGeometry

/// The frames of the borders drawn so far whose content may still follow, innermost last, kept
/// without touching the heap so a frame rasterises with no allocation.
///
/// A fixed ring holds the innermost ``capacity`` borders. Nesting deeper than that forgets the
/// outermost ones: a fill drawn inside them after the inner ones closed is then not snapped (it keeps
/// its eighth-block edges), which costs looks, never correctness.
///
/// Invariants: `0 <= count <= capacity`; `0 <= start < capacity`.
struct OpenBorders {
    /// How many nested borders are remembered.
    static let capacity = 16

    private var frames = InlineArray<16, Rect>(repeating: Rect(x: 0, y: 0, width: 0, height: 0))
    /// The ring position of the outermost border kept.
    private var start = 0
    /// How many borders are open.
    private(set) var count = 0

    /// The border opened last and not closed yet.
    var innermost: Rect? {
        count == 0 ? nil : frames[(start + count - 1) % Self.capacity]
    }

    /// Opens `frame` inside the current innermost border, forgetting the outermost when full.
    mutating func open(_ frame: Rect) {
        if count == Self.capacity {
            start = (start + 1) % Self.capacity
            count -= 1
        }
        frames[(start + count) % Self.capacity] = frame
        count += 1
    }

    /// Closes the innermost border; does nothing when none is open.
    mutating func closeInnermost() {
        count = max(count - 1, 0)
    }
}
