import Foundation
import KinemaGeometry
import KinemaRender
import KinemaTestSupport

@testable import KinemaUI

/// `view` rendered headless at `width` × `height` in `quality`, read like the screen (`█` marks a
/// cell a shape covers completely: a coloured space).
@MainActor
func paintedFrame<V: View>(
    width: Int, height: Int, quality: RenderQuality = .braille,
    @ViewBuilder _ view: @escaping @MainActor () -> V
) -> [String] {
    let host = HeadlessHost(width: width, height: height, content: view)
    host.host.rasterizer.quality = quality
    host.host.markNeedsDraw()
    host.update()
    return host.buffer.paintedLines
}

extension HeadlessHost {
    /// Renders again with `quality`.
    func use(_ quality: RenderQuality) {
        host.rasterizer.quality = quality
        host.markNeedsDraw()
        update()
    }

    /// The last frame read like the screen (see `paintedFrame`).
    var painted: [String] { buffer.paintedLines }

    /// The path items of the last display list.
    var pathDrawings: [PathDrawing] {
        displayList.items.compactMap { item in
            if case .path(let drawing) = item.kind { return drawing }
            return nil
        }
    }
}

extension CellBuffer {
    /// Each row with every cell as the red channel of the colour it shows — the background of a
    /// blank cell, the foreground of a glyph — from `0` (none) to `9` (full); `·` where the cell
    /// shows no colour. A red-to-blue gradient reads as falling digits.
    var redLevels: [String] {
        (0..<height).map { y in
            var line = ""
            for x in 0..<width {
                let cell = self[x, y]
                if cell.isContinuation { continue }
                let color = cell.character == " " ? cell.style.background : cell.style.foreground
                guard case .rgb(let red, _, _) = color.kind else {
                    line.append("·")
                    continue
                }
                line.append(Character(String(Int((Double(red) / 255 * 9).rounded()))))
            }
            return line
        }
    }
}

extension HeadlessHost {
    /// The last frame read like the screen, a blank line, then its red levels (see `redLevels`).
    var paintedWithRed: [String] { buffer.paintedLines + [""] + buffer.redLevels }
}
