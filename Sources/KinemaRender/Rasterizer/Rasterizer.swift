import KinemaGeometry

/// Paints a ``DisplayList`` into a ``CellBuffer``: the one place where fractional geometry becomes
/// whole cells.
///
/// Quantisation rounds each edge to the nearest cell boundary (halves round up), so a rectangle
/// moving by fractions of a cell changes by at most one column at a time. Fills whose edges fall
/// inside a cell draw eighth-block glyphs (`▏▎▍▌▋▊▉`, `▁▂▃▄▅▆▇`) there, so motion advances in
/// eighths of a cell — except edges that lie on or just inside a border drawn before them, which snap
/// to the border's cells (see `Rasterizer.snapped(_:inside:)`), so a box's fill and border agree.
/// A translucent fill edge keeps the glyph beneath and tints its background instead. Opacity blends in sRGB toward what lies beneath (see ``Color/mixed(with:by:)``),
/// and toward ``terminalBackground`` where that is the terminal's default background and the host
/// knows its colour; where a colour is the terminal default and so cannot be blended, translucent
/// text turns dim (and disappears below a quarter opacity) and translucent fills switch colour at
/// half opacity.
///
/// ```swift
/// var buffer = CellBuffer(width: 4, height: 3)
/// Rasterizer().rasterize(list, into: &buffer)
/// ```
public struct Rasterizer: Sendable {
    /// The glyph set shapes are drawn with (see ``RenderQuality``).
    public var quality: RenderQuality
    /// The colours the terminal shows. With 256 colours or more, shape edges blend by coverage
    /// (anti-aliasing); with 16 or none, each sub-cell dot is either painted or not, and with none
    /// a fully covered cell is drawn in inverse video so shapes stay visible.
    public var colorProfile: ColorProfile
    /// The colour the terminal's default background shows as, when the host knows it (the terminal
    /// answered OSC 11) or assumes it (black for a dark colour scheme, white for a light one); an
    /// opaque 24-bit colour, or `nil` when unknown.
    ///
    /// A translucent colour (opacity below 1: a fill, a shape's paint, a text's colour or
    /// background) over the terminal's default background blends with this colour, so
    /// `Color.blue.opacity(0.3)` shows as the dark blue the eye would see. Where it is `nil`, such a
    /// colour cannot be blended: a fill or shape switches from the background to its colour at half
    /// opacity (so below half it is invisible), and text turns dim. Opaque colours and the
    /// coverage of shape edges do not use it: cells an opaque paint only partly covers keep the
    /// default background, so a wrong guess never shows around opaque shapes.
    public var terminalBackground: Color? {
        didSet { terminalBackground = terminalBackground.flatMap { $0.rgb == nil ? nil : $0.opaque } }
    }
    /// Storage reused from item to item and frame to frame, so steady frames allocate nothing.
    var scratch = RasterScratch()

    /// Creates a rasteriser; by default braille quality (see ``RenderQuality/default``), 24-bit
    /// colour and an unknown terminal background.
    public init(
        quality: RenderQuality = .default, colorProfile: ColorProfile = .trueColor, terminalBackground: Color? = nil
    ) {
        self.quality = quality
        self.colorProfile = colorProfile
        self.terminalBackground = terminalBackground.flatMap { $0.rgb == nil ? nil : $0.opaque }
    }

    /// Paints `list` over the current contents of `buffer`, items in drawing order.
    ///
    /// Items with a non-finite frame, zero opacity or nothing inside the buffer and their clip are
    /// skipped.
    ///
    /// - Complexity: O(items + cells painted), plus O(path points + sub-cell rows they cross) for
    ///   paths.
    public mutating func rasterize(_ list: DisplayList, into buffer: inout CellBuffer) {
        // The common case, a list already in z-order, draws without building an index array.
        var openBorders = OpenBorders()
        if list.isInDrawingOrder {
            let items = list.items
            for index in items.indices {
                let next = index + 1 < items.count ? items[index + 1] : nil
                draw(items[index], before: next, openBorders: &openBorders, into: &buffer)
            }
        } else {
            let order = list.drawingOrder
            for (position, index) in order.enumerated() {
                let next = position + 1 < order.count ? list.items[order[position + 1]] : nil
                draw(list.items[index], before: next, openBorders: &openBorders, into: &buffer)
            }
        }
    }

    /// A fresh `width × height` buffer with `list` painted on blank cells.
    public func rasterize(_ list: DisplayList, width: Int, height: Int) -> CellBuffer {
        var buffer = CellBuffer(width: width, height: height)
        var rasterizer = self
        rasterizer.rasterize(list, into: &buffer)
        return buffer
    }

    /// Paints one item, drawn before `next`. `openBorders` are the frames of the borders drawn
    /// before it whose content may still follow, outermost first: a view tree draws a bordered
    /// box's content right after its border and inside it, so the first item drawn outside a border
    /// closes it (and every border nested in it). A fill quantises with the innermost open border
    /// or with a border drawn right after it (see ``snapped(_:openBorder:next:)``); a border opens.
    mutating func draw(
        _ item: DisplayItem, before next: DisplayItem?, openBorders: inout OpenBorders, into buffer: inout CellBuffer
    ) {
        if Rasterizer.isFinite(item.frame) {
            // Closed by geometry, before any culling below, so the border a fill snaps to does not
            // depend on what else happens to be visible.
            while let innermost = openBorders.innermost, !Rasterizer.encloses(innermost, item.frame) {
                openBorders.closeInnermost()
            }
        }
        let opacity = item.effectiveOpacity
        guard opacity > 0, Rasterizer.isFinite(item.frame) else { return }
        var bounds = CellRegion(x: 0..<buffer.width, y: 0..<buffer.height)
        if let clip = item.clip {
            guard Rasterizer.isFinite(clip) else { return }
            bounds = bounds.intersection(CellRegion(rounding: clip))
        }
        guard !bounds.isEmpty else { return }
        if case .path(let drawing) = item.kind {
            drawPath(drawing, item: item, opacity: opacity, bounds: bounds, into: &buffer)
            return
        }
        if !item.hasPlainGeometry {
            drawTransformed(item, opacity: opacity, bounds: bounds, into: &buffer)
            return
        }
        let offset = item.translation
        let frame = item.frame.offsetBy(dx: offset.x, dy: offset.y)
        let fade = Rasterizer.blurFade(item.blurRadius)
        switch item.kind {
        case .text(let text, let style):
            drawText(
                text, style: item.colorFilter.apply(to: style), at: frame.origin, opacity: opacity * fade,
                bounds: bounds, into: &buffer)
        case .fill(let color):
            let frame = Rasterizer.snapped(frame, openBorder: openBorders.innermost, next: next)
            let filtered = item.colorFilter.apply(to: color)
            // A translucent colour is an opaque one drawn at part opacity; a clear one draws nothing.
            let fillOpacity = opacity * filtered.opacity
            guard fillOpacity > 0 else { return }
            drawFill(filtered.opaque, frame: frame, opacity: fillOpacity, bounds: bounds, into: &buffer)
        case .border(let border, let style):
            openBorders.open(frame)
            drawBorder(
                border, style: item.colorFilter.apply(to: style), frame: frame, opacity: opacity * fade,
                bounds: bounds, into: &buffer)
        case .path:
            break
        }
    }

    static func isFinite(_ rect: Rect) -> Bool {
        rect.origin.x.isFinite && rect.origin.y.isFinite && rect.size.width.isFinite
            && rect.size.height.isFinite
    }

    /// The nearest cell boundary to `value` (halves round up), clamped far outside any buffer so
    /// huge values cannot overflow `Int`.
    static func boundary(_ value: Double) -> Int {
        Int(min(max((value + 0.5).rounded(.down), -1_000_000), 1_000_000))
    }
}

/// A rectangle of whole cells: columns `x`, rows `y`.
struct CellRegion: Equatable {
    var x: Range<Int>
    var y: Range<Int>

    init(x: Range<Int>, y: Range<Int>) {
        self.x = x
        self.y = y
    }

    /// The cells whose boundaries are nearest to `rect`'s edges.
    init(rounding rect: Rect) {
        let standard = rect.standardized
        let x0 = Rasterizer.boundary(standard.minX)
        let y0 = Rasterizer.boundary(standard.minY)
        self.x = x0..<max(x0, Rasterizer.boundary(standard.maxX))
        self.y = y0..<max(y0, Rasterizer.boundary(standard.maxY))
    }

    var isEmpty: Bool { x.isEmpty || y.isEmpty }

    func intersection(_ other: CellRegion) -> CellRegion {
        CellRegion(x: x.clamped(to: other.x), y: y.clamped(to: other.y))
    }
}
