import KinemaGeometry

extension Rasterizer {
    /// Columns between tab stops.
    static let tabWidth = 8

    func drawText(
        _ text: String, style: Style, at origin: Point, opacity: Double, bounds: CellRegion,
        into buffer: inout CellBuffer
    ) {
        let x0 = Rasterizer.boundary(origin.x)
        var y = Rasterizer.boundary(origin.y)
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
        for line in lines {
            defer { y += 1 }
            if y < bounds.y.lowerBound { continue }
            if y >= bounds.y.upperBound { break }
            drawLine(line, style: style, x: x0, y: y, opacity: opacity, bounds: bounds, into: &buffer)
        }
    }

    private func drawLine(
        _ line: Substring, style: Style, x x0: Int, y: Int, opacity: Double, bounds: CellRegion,
        into buffer: inout CellBuffer
    ) {
        var x = x0
        for raw in line {
            if x >= bounds.x.upperBound { return }
            if raw == "\t" {
                x += Rasterizer.tabWidth - ((x - x0) % Rasterizer.tabWidth)
                continue
            }
            let character = TextSanitizer.sanitize(raw)
            let width = DisplayWidth.of(character)
            if width == 0 { continue }
            if x + width > bounds.x.lowerBound {
                let cellStyle = blended(style, over: buffer[min(max(x, 0), buffer.width - 1), y], opacity: opacity)
                buffer.put(character, width: width, x: x, y: y, style: cellStyle, visible: bounds.x)
            }
            x += width
        }
    }

    /// `style` as drawn over `beneath`: a default background keeps the background beneath, and
    /// opacity fades the colours toward it.
    func blended(_ style: Style, over beneath: Cell, opacity: Double) -> Style {
        let under = beneath.style.background
        var result = style
        result.background = style.background.isDefault ? under : under.mixed(with: style.background, by: opacity)
        guard opacity < 1 else { return result }
        if let faded = Rasterizer.fade(style.foreground, toward: result.background, opacity: opacity) {
            result.foreground = faded
        } else {
            result.attributes.insert(.dim)
        }
        return result
    }

    /// `color` faded toward `background` by `1 - opacity`, or `nil` when either is the terminal
    /// default and so cannot be blended.
    static func fade(_ color: Color, toward background: Color, opacity: Double) -> Color? {
        guard color.rgb != nil, background.rgb != nil else { return nil }
        return background.mixed(with: color, by: opacity)
    }
}
