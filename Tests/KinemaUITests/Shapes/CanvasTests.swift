import Foundation
import KinemaAnimation
import KinemaGeometry
import KinemaRender
import KinemaTestSupport
import Testing

@testable import KinemaUI

@MainActor
@Suite("Canvas and GraphicsContext")
struct CanvasTests {
    @Test("fill and stroke record paths in square units, in call order, clipped to the canvas")
    func fillAndStroke() throws {
        var seenSize = CGSize.zero
        let host = HeadlessHost(width: 20, height: 6) {
            Canvas { context, size in
                seenSize = size
                context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.blue))
                context.stroke(
                    Path(CGRect(x: 1, y: 1, width: 4, height: 4)), with: .color(.red), lineWidth: 2)
            }
            .frame(width: 10, height: 5)
        }
        #expect(seenSize == CGSize(width: 10, height: 10))
        let drawings = host.pathDrawings
        #expect(drawings.map(\.paint) == [.color(.blue), .color(.red)])
        #expect(drawings[1].mode == .stroke(StrokeStyle(lineWidth: 2)))
        #expect(host.displayList.items.allSatisfy { $0.clip != nil })
        try expectGoldenFrame(host.paintedWithRed, "canvas-fill-and-stroke")
    }

    @Test("translate, scale, rotate and concatenate compose like CoreGraphics'")
    func transforms() throws {
        let host = HeadlessHost(width: 20, height: 6) {
            Canvas { context, _ in
                context.translateBy(x: 4, y: 2)
                context.scaleBy(x: 2, y: 2)
                context.rotate(by: .degrees(90))
                context.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(.blue))
            }
        }
        let transform = try #require(host.pathDrawings.first).transform
        // (1, 0) turns to (0, 1), scales to (0, 2), moves to (4, 4) square units: (4, 2) in cells.
        let mapped = CGPoint(x: 1, y: 0).applying(transform)
        #expect(abs(mapped.x - 4) < 1e-9 && abs(mapped.y - 2) < 1e-9)
    }

    @Test("text is drawn upright at the transformed point, anchored")
    func text() {
        let host = HeadlessHost(width: 20, height: 6) {
            Canvas { context, size in
                context.draw(Text("hi"), at: CGPoint(x: size.width / 2, y: size.height / 2))
                context.draw(Text("tl"), at: .zero, anchor: .topLeading)
            }
        }
        #expect(host.lines[0].hasPrefix("tl"))
        #expect(host.lines[3].contains("hi"))
    }

    @Test("opacity, clip, filters and layers apply to what is drawn after, and layers keep them inside")
    func stateAndLayers() throws {
        let host = HeadlessHost(width: 20, height: 6) {
            Canvas { context, size in
                context.drawLayer { layer in
                    layer.opacity = 0.5
                    layer.addFilter(.saturation(0))
                    layer.clip(to: Path(ellipseIn: CGRect(origin: .zero, size: size)))
                    layer.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.blue))
                }
                context.fill(Path(CGRect(x: 0, y: 0, width: 2, height: 2)), with: .color(.red))
            }
        }
        let items = host.displayList.items
        #expect(items.count == 2)
        #expect(
            items[0].opacity == 0.5 && items[0].clipShapes.count == 1
                && items[0].colorFilter == .saturation(0))
        #expect(items[1].opacity == 1 && items[1].clipShapes.isEmpty && items[1].colorFilter == .identity)
    }

    @Test("a style shading resolves its unit points against the path's bounds")
    func styleShading() throws {
        let host = HeadlessHost(width: 20, height: 6) {
            Canvas { context, _ in
                context.fill(
                    Path(CGRect(x: 2, y: 2, width: 8, height: 4)),
                    with: .style(
                        LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)))
            }
        }
        #expect(
            try #require(host.pathDrawings.first).paint
                == .linearGradient(
                    Gradient(colors: [.red, .blue]), startPoint: CGPoint(x: 2, y: 4),
                    endPoint: CGPoint(x: 10, y: 4)))
    }
}
