import Foundation
import KinemaAnimation
import KinemaGeometry
import KinemaRender
import Testing

@testable import KinemaUI

/// Bad input at the view level draws a sensible frame, in bounded time, without trapping.
@MainActor
@Suite("Shapes: bad input")
struct ShapeBadInputTests {
    @Test("zero-size and huge frames")
    func frames() {
        let zero = paintedFrame(width: 8, height: 4) { Circle().fill(.blue).frame(width: 0, height: 0) }
        #expect(zero.allSatisfy { $0.allSatisfy { $0 == " " } })
        let huge = paintedFrame(width: 8, height: 4) {
            Circle().stroke(Color.blue, lineWidth: 2).frame(width: 1e6, height: 1e6).rotationEffect(
                .degrees(30))
        }
        #expect(huge.count == 4)
        let infinite = paintedFrame(width: 8, height: 4) {
            Circle().fill(.blue).frame(width: .infinity, height: .nan)
        }
        #expect(infinite.count == 4)
    }

    /// A triangle with one corner at `bad`: its segments to that corner are skipped.
    struct Spiky: Shape {
        var bad: CGPoint
        func path(in rect: CGRect) -> Path {
            Path { path in
                path.move(to: CGPoint(x: rect.minX, y: rect.maxY))
                path.addLine(to: bad)
                path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                path.addLine(to: CGPoint(x: rect.midX, y: rect.minY))
                path.closeSubpath()
            }
        }
    }

    @Test(
        "paths with NaN, infinite or astronomically far points draw their finite part, in shapes and canvases"
    )
    func nonFinitePoints() {
        let finite = paintedFrame(width: 8, height: 4) {
            Path { path in
                path.move(to: CGPoint(x: 0, y: 8))
                path.addLine(to: CGPoint(x: 8, y: 8))
                path.addLine(to: CGPoint(x: 4, y: 0))
                path.closeSubpath()
            }
            .fill(.blue)
        }
        for bad in [
            CGPoint(x: CGFloat.nan, y: 3), CGPoint(x: 2, y: CGFloat.infinity), CGPoint(x: -1e300, y: 1e300),
        ] {
            let shape = paintedFrame(width: 8, height: 4) { Spiky(bad: bad).fill(.blue) }
            // The segments touching the bad corner are skipped: the triangle without it.
            #expect(shape == finite, "\(bad)")
            let canvas = paintedFrame(width: 8, height: 4) {
                Canvas { context, size in
                    context.fill(
                        Spiky(bad: bad).path(in: CGRect(origin: .zero, size: size)), with: .color(.blue))
                }
            }
            #expect(canvas == shape, "\(bad)")
        }
    }

    @Test("a shape 10⁶ cells across fills every cell the screen shows of it")
    func millionCells() {
        let lines = paintedFrame(width: 8, height: 4) {
            Rectangle().fill(.linearGradient(colors: [.blue, .blue], startPoint: .top, endPoint: .bottom))
                .frame(width: 1e6, height: 1e6)
        }
        #expect(lines == Array(repeating: "████████", count: 4))
    }

    @Test("a trim with from > to, or NaN, draws nothing")
    func trims() {
        for (from, to) in [(0.8, 0.2), (Double.nan, 0.5), (0.1, .nan)] {
            let lines = paintedFrame(width: 8, height: 4) {
                Circle().trim(from: from, to: to).stroke(Color.blue, lineWidth: 1)
            }
            #expect(lines.allSatisfy { $0.allSatisfy { $0 == " " } }, "\(from)…\(to)")
        }
    }

    @Test("negative, NaN and infinite line widths draw no stroke; a dash of zeros is solid")
    func lineWidths() {
        for width in [-2.0, .nan, .infinity] {
            let lines = paintedFrame(width: 8, height: 4) { Circle().stroke(Color.blue, lineWidth: width) }
            #expect(lines.allSatisfy { $0.allSatisfy { $0 == " " } }, "\(width)")
            let border = paintedFrame(width: 8, height: 4) {
                Circle().strokeBorder(Color.blue, lineWidth: width)
            }
            #expect(border.allSatisfy { $0.allSatisfy { $0 == " " } }, "\(width)")
        }
        let dashed = paintedFrame(width: 8, height: 4) {
            Circle().stroke(Color.blue, style: StrokeStyle(lineWidth: 1, dash: [0, 0]))
        }
        #expect(dashed == paintedFrame(width: 8, height: 4) { Circle().stroke(Color.blue, lineWidth: 1) })
    }

    @Test("NaN in 3-D rotations, effects and positions")
    func nans() {
        let lines = paintedFrame(width: 8, height: 4) {
            Color.blue
                .rotation3DEffect(
                    .radians(.nan), axis: (x: .nan, y: 1, z: 0), anchorZ: .nan, perspective: .nan
                )
                .brightness(.nan).saturation(.infinity).blur(radius: .nan)
        }
        #expect(lines.count == 4)
        #expect(lines == paintedFrame(width: 8, height: 4) { Color.blue.saturation(1e6) })
    }

    @Test("a perspective that puts the view behind the eye draws a bounded frame")
    func behindTheEye() {
        let lines = paintedFrame(width: 8, height: 4) {
            Color.blue.rotation3DEffect(.degrees(80), axis: (x: 0, y: 1, z: 0), anchorZ: 100, perspective: 50)
        }
        #expect(lines.count == 4)
    }
}
