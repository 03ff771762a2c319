import KinemaGeometry

extension Rasterizer {
    /// The coverage at or above which a dot counts as covered, and at or above which a cell counts
    /// as fully covered.
    static let fullCoverage: Float = 0.9999

    /// Paints every cell of `band` from the coverage raster (over `window`).
    mutating func paintCells(_ band: CellRegion, window: DotWindow, shading: Shading, into buffer: inout CellBuffer) {
        let (sx, sy) = (quality.columns, quality.rows)
        let stride = scratch.coverage.stride
        let solidOpacity = shading.opacity * shading.colorOpacity
        // A cell the paint covers completely and opaquely, precomputed for a solid colour.
        let solidCell = !shading.isGradient && solidOpacity >= 1 ? fullCell(shading.color) : nil
        var alphas = InlineArray<8, Float>(repeating: 0)
        var colors = InlineArray<8, SIMD4<Float>>(repeating: .zero)
        let coverage = scratch.coverage.accumulation
        coverage.withUnsafeBufferPointer { raster in
            for y in band.y {
                for x in band.x {
                    var covered = false
                    var full = true
                    for row in 0..<sy {
                        let base = (y * sy + row - window.y0) * stride + x * sx - window.x0
                        for column in 0..<sx {
                            let value = raster[base + column]
                            covered = covered || value > 0
                            full = full && value >= Rasterizer.fullCoverage
                            alphas[row * sx + column] = value
                        }
                    }
                    guard covered else { continue }
                    if full, let solidCell {
                        buffer.set(solidCell, x: x, y: y)
                        continue
                    }
                    if full && shading.isGradient {
                        // A covered cell shows one colour: the paint at its centre.
                        let index = sampleIndex(
                            shading, x: (Double(x) + 0.5) * Double(sx), y: (Double(y) + 0.5) * Double(sy))
                        if scratch.gradientOpacity[index] * shading.opacity >= 1 {
                            buffer.set(scratch.gradientCells[index], x: x, y: y)
                            continue
                        }
                    }
                    for row in 0..<sy {
                        for column in 0..<sx {
                            let index = row * sx + column
                            let (color, opacity) = shade(
                                shading, x: Double(x * sx + column) + 0.5, y: Double(y * sy + row) + 0.5)
                            colors[index] = color
                            alphas[index] *= opacity * shading.opacity
                        }
                    }
                    paintCell(
                        x: x, y: y, alphas: alphas, colors: colors, translucentPaint: shading.isTranslucent,
                        into: &buffer)
                }
            }
        }
    }

    /// A cell the paint covers completely: a space in its colour, or inverse video for the
    /// terminal's default foreground (or when the terminal shows no colour, so the shape stays
    /// visible).
    func fullCell(_ color: SIMD4<Float>) -> Cell {
        if color.w != Rasterizer.knownColor || colorProfile == .noColor {
            return .blank(Style(attributes: .inverse))
        }
        return .blank(Style(background: Rasterizer.color(color)))
    }

    /// An opaque colour from a known sample colour.
    @inline(__always)
    static func color(_ sample: SIMD4<Float>) -> Color {
        // Adding ½ and truncating rounds (the value is clamped to 0…255 first, NaN to 0).
        func byte(_ value: Float) -> UInt8 { value.isNaN ? 0 : UInt8(min(max(value, 0), 255) + 0.5) }
        return .rgb(red: byte(sample.x), green: byte(sample.y), blue: byte(sample.z))
    }

    /// Paints one partly covered cell from its dots' opacities (coverage × opacity) and paint
    /// colours, over what the cell holds.
    ///
    /// Each dot's colour is the paint blended over what lies beneath that dot (the ink or the
    /// background of a sub-cell glyph beneath, the background otherwise) by the dot's opacity; a
    /// dot is *inked* when its opacity is at least ½ or it was ink beneath. The cell shows the
    /// glyph inking those dots, its ink the average colour of the inked dots and its background
    /// the average of the rest — so an edge's partial coverage becomes a blended colour
    /// (anti-aliasing) where the terminal shows 256 colours or more; with fewer, opacities are
    /// rounded to 0 or 1 first. Text beneath a light touch (opacity under ½ on average, or a
    /// translucent paint) keeps its glyph and is tinted; a heavier one erases it.
    mutating func paintCell(
        x: Int, y: Int, alphas: InlineArray<8, Float>, colors: InlineArray<8, SIMD4<Float>>, translucentPaint: Bool = false,
        into buffer: inout CellBuffer
    ) {
        let count = quality.columns * quality.rows
        let blends = colorProfile >= .ansi256
        var alphas = alphas
        var mean: Float = 0
        var translucent = false
        for index in 0..<count {
            if !blends { alphas[index] = alphas[index] >= 0.5 ? 1 : 0 }
            mean += alphas[index]
            translucent = translucent || (alphas[index] > 0 && alphas[index] < 1 && colors[index].w == Rasterizer.knownColor)
        }
        mean /= Float(count)
        guard mean > 0 else { return }
        let beneath = buffer[x, y]
        let ink = beneath.isContinuation || beneath.isWide ? nil : SubCellGlyph.inkMask(beneath.glyph, quality: quality)
        // A translucent paint blends with the terminal's background where its colour is known; an
        // opaque one's partly covered cells keep the default background (see terminalBackground).
        let under = translucentPaint ? self.paper(beneath.style.background) : beneath.style.background
        let paper = Rasterizer.sample(under, unknown: Rasterizer.defaultBackground)
        let inkColor = Rasterizer.sample(beneath.style.foreground, unknown: Rasterizer.defaultForeground)
        var inkMask: UInt8 = ink ?? 0
        if ink == nil {
            // Text beneath: a light touch tints it, a heavy one replaces it.
            if mean < 0.5 || (translucent && blends) {
                guard !beneath.isContinuation, !beneath.isWide else { return }
                tint(
                    beneath, x: x, y: y, alphas: alphas, colors: colors, count: count, translucentPaint: translucentPaint,
                    into: &buffer)
                return
            }
            inkMask = 0
        }
        var on = Group()
        var off = Group()
        var pattern: UInt8 = 0
        var allFull = true
        for index in 0..<count {
            let isInk = inkMask & (1 << index) != 0
            let a = alphas[index]
            let blended = Rasterizer.blend(isInk ? inkColor : paper, colors[index], a)
            allFull = allFull && a >= Rasterizer.fullCoverage
            if a >= 0.5 || isInk {
                pattern |= 1 << index
                on.add(blended)
            } else {
                off.add(blended)
            }
        }
        let cell: Cell
        let everyDot = UInt8(truncatingIfNeeded: (1 << count) - 1)
        if pattern == everyDot && (quality.tilesCell || allFull) {
            cell = fullCell(on.color)
        } else if pattern == 0 {
            cell = .blank(Style(background: Rasterizer.cellColor(off.color)))
        } else {
            let background = off.isEmpty ? paper : off.color
            let scalar = SubCellGlyph.scalar(pattern, quality: quality)
            let style = Style(foreground: Rasterizer.cellColor(on.color), background: Rasterizer.cellColor(background))
            cell = Cell(glyph: Glyph(rawValue: scalar.value), width: 1, style: style)
        }
        if cell != beneath { buffer.set(cell, x: x, y: y) }
    }

    /// Keeps the text beneath and blends the paint's average into both its colours.
    private func tint(
        _ beneath: Cell, x: Int, y: Int, alphas: InlineArray<8, Float>, colors: InlineArray<8, SIMD4<Float>>,
        count: Int, translucentPaint: Bool, into buffer: inout CellBuffer
    ) {
        var paint = Group()
        var weight: Float = 0
        for index in 0..<count where alphas[index] > 0 {
            paint.add(colors[index])
            weight += alphas[index]
        }
        let amount = weight / Float(count)
        let color = paint.color
        var style = beneath.style
        let under = translucentPaint ? self.paper(style.background) : style.background
        let background = Rasterizer.blend(Rasterizer.sample(under, unknown: Rasterizer.defaultBackground), color, amount)
        let foreground = Rasterizer.blend(Rasterizer.sample(style.foreground, unknown: Rasterizer.defaultForeground), color, amount)
        style.background = Rasterizer.cellColor(background)
        style.foreground = Rasterizer.cellColor(foreground)
        let cell = Cell(glyph: beneath.glyph, width: beneath.width, style: style)
        if cell != beneath { buffer.set(cell, x: x, y: y) }
    }

    /// `base` with `paint` laid over it at opacity `a`; where either is a terminal default (which
    /// cannot be blended), whichever dominates.
    @inline(__always)
    static func blend(_ base: SIMD4<Float>, _ paint: SIMD4<Float>, _ a: Float) -> SIMD4<Float> {
        if a <= 0 { return base }
        if a >= 1 { return paint }
        if base.w == knownColor && paint.w == knownColor { return base + (paint - base) * a }
        return a >= 0.5 ? paint : base
    }

    /// A sample colour as a cell colour (either default becomes ``Color/default``).
    static func cellColor(_ sample: SIMD4<Float>) -> Color {
        sample.w == knownColor ? color(sample) : .default
    }

    /// Dots' colours summed for averaging; where terminal defaults are among them, the most
    /// common kind wins.
    struct Group {
        var sum = SIMD4<Float>(0, 0, 0, 0)
        var known = 0
        var defaultBackground = 0
        var defaultForeground = 0

        var isEmpty: Bool { known + defaultBackground + defaultForeground == 0 }

        mutating func add(_ color: SIMD4<Float>) {
            switch color.w {
            case Rasterizer.knownColor:
                sum += color
                known += 1
            case Rasterizer.defaultBackground: defaultBackground += 1
            default: defaultForeground += 1
            }
        }

        var color: SIMD4<Float> {
            if known >= defaultBackground && known >= defaultForeground && known > 0 { return sum / Float(known) }
            if defaultForeground > defaultBackground { return SIMD4(0, 0, 0, Rasterizer.defaultForeground) }
            return SIMD4(0, 0, 0, Rasterizer.defaultBackground)
        }
    }
}
