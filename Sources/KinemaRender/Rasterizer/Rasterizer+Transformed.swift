import Foundation
import KinemaGeometry

extension Rasterizer {
    /// Draws a text, fill or border item whose transform does more than move it, or that has
    /// clip shapes or (for a fill) a blur.
    mutating func drawTransformed(
        _ item: DisplayItem, opacity: Double, bounds: CellRegion, into buffer: inout CellBuffer
    ) {
        let fade = Rasterizer.blurFade(Double(item.blurRadius))
        switch item.kind {
        case .fill(let color):
            drawShape(
                .rect(item.frame), paint: .color(color), mode: .fill(FillStyle()),
                toCells: ProjectionTransform(),
                item: item, opacity: opacity, bounds: bounds, into: &buffer)
        case .border(let border, let style) where item.isTranslationOnly:
            let mask = clipMask(for: item, region: bounds)
            let frame = item.frame.offsetBy(dx: item.translation.x, dy: item.translation.y)
            drawBorder(
                border, style: item.colorFilter.apply(to: style), frame: frame, opacity: opacity * fade,
                bounds: bounds,
                mask: mask, into: &buffer)
        case .border(_, let style):
            // Box-drawing glyphs cannot turn: the outline through the middle of the border's cells
            // is stroked as a hairline instead, in square units so it turns evenly.
            let ratio = Double(CellAspect.ratio)
            let frame = item.frame.standardized
            let outline = CGRect(
                x: Double(frame.minX) + 0.5, y: (Double(frame.minY) + 0.5) * ratio,
                width: max(Double(frame.width) - 1, 0),
                height: max(Double(frame.height) - 1, 0) * ratio)
            let toCells = ProjectionTransform(CGAffineTransform(scaleX: 1, y: CGFloat(1 / ratio)))
            drawShape(
                .rect(outline), paint: .color(style.foreground), mode: .stroke(StrokeStyle(lineWidth: 0)),
                toCells: toCells,
                item: item, opacity: opacity * fade, bounds: bounds, into: &buffer)
        case .text(let text, let style) where item.isTranslationOnly:
            let mask = clipMask(for: item, region: bounds)
            let origin = item.frame.origin.applying(item.transform)
            drawText(
                text, style: item.colorFilter.apply(to: style), at: origin, opacity: opacity * fade,
                bounds: bounds,
                mask: mask, into: &buffer)
        case .text(let text, let style):
            let mask = clipMask(for: item, region: bounds)
            drawTransformedText(
                text, style: item.colorFilter.apply(to: style), item: item, opacity: opacity * fade,
                bounds: bounds,
                mask: mask, into: &buffer)
        case .path:
            break
        }
    }

    /// Draws text whose characters move through the item's transform one by one, glyphs
    /// upright: each character goes to the cell under the transformed centre of the cell it
    /// would occupy untransformed. A character whose advance the transform shortens below half
    /// its width (in square units) is not drawn: a card seen edge-on in a flip shows no stray
    /// letters, as a glyph that thin would show nothing in SwiftUI either.
    private func drawTransformedText(
        _ text: String, style: Style, item: DisplayItem, opacity: Double, bounds: CellRegion, mask: CellMask?,
        into buffer: inout CellBuffer
    ) {
        let x0 = Double(Rasterizer.boundary(item.frame.origin.x))
        var row = Double(Rasterizer.boundary(item.frame.origin.y))
        var column = 0
        for raw in text {
            if raw == "\n" || raw == "\r\n" {
                row += 1
                column = 0
                continue
            }
            if raw == "\t" {
                column += Rasterizer.tabWidth - column % Rasterizer.tabWidth
                continue
            }
            let character = TextSanitizer.sanitize(raw)
            let width = DisplayWidth.of(character)
            if width == 0 { continue }
            defer { column += width }
            let centre = item.transform.map(x0 + Double(column) + Double(width) / 2, row + 0.5)
            guard centre.x.isFinite, centre.y.isFinite, abs(centre.x) < 1e9, abs(centre.y) < 1e9 else {
                continue
            }
            let leading = item.transform.map(x0 + Double(column), row + 0.5)
            let trailing = item.transform.map(x0 + Double(column + width), row + 0.5)
            let advanceX = trailing.x - leading.x
            let advanceY = (trailing.y - leading.y) * CellAspect.ratio
            // `!(… >= …)`: a NaN advance draws nothing too.
            guard advanceX * advanceX + advanceY * advanceY >= Double(width * width) / 4 else { continue }
            let x = Int((centre.x - Double(width) / 2).rounded())
            let y = Int(centre.y.rounded(.down))
            guard bounds.y.contains(y), x + width > bounds.x.lowerBound, x < bounds.x.upperBound,
                mask?.contains(x: x, y: y) ?? true
            else { continue }
            let beneath = buffer[min(max(x, 0), buffer.width - 1), y]
            if let cellStyle = blended(style, over: beneath, opacity: opacity) {
                buffer.put(character, width: width, x: x, y: y, style: cellStyle, visible: bounds.x)
            }
        }
    }
}
