import Foundation
import KinemaAnimation
import KinemaGeometry
import KinemaRender
import KinemaTestSupport
import Observation
import Testing

@testable import KinemaUI

@MainActor
@Suite("Rotation and 3-D rotation effects")
struct TransformEffectTests {
    @Test("a square turned by rotationEffect at 0°, 30°, 45° and 90°")
    func rotation() throws {
        var frames: [Double: [String]] = [:]
        for degrees in [0.0, 30, 45, 90] {
            frames[degrees] = paintedFrame(width: 12, height: 6) {
                Rectangle().fill(
                    .linearGradient(colors: [.green, .green], startPoint: .top, endPoint: .bottom)
                )
                .frame(width: 6, height: 3)
                .rotationEffect(.degrees(degrees))
                .frame(width: 12, height: 6)
            }
        }
        for (degrees, lines) in frames.sorted(by: { $0.key < $1.key }) {
            try expectGoldenFrame(lines, "rotation-\(Int(degrees))")
        }
        // Squares stay squares: 90° looks like 0°.
        #expect(frames[90] == frames[0])
    }

    @Test("a colour fill turns too (no longer a cell fill)")
    func fillTurns() throws {
        let host = HeadlessHost(width: 12, height: 6) {
            Color.red.frame(width: 6, height: 3).rotationEffect(.degrees(45))
        }
        let item = try #require(host.displayList.items.first)
        #expect(!item.transform.isIdentity)
        #expect(host.painted != paintedFrame(width: 12, height: 6) { Color.red.frame(width: 6, height: 3) })
    }

    @Test("text turned keeps its glyphs upright; each character moves")
    func textStaysUpright() {
        let lines = paintedFrame(width: 9, height: 9) {
            Text("A B C").frame(width: 9, height: 9).rotationEffect(.degrees(90))
        }
        #expect(lines.joined().contains("A") && lines.joined().contains("C"))
        // Turned a quarter, the letters stand in one column, one above the other: two columns of
        // the line become one row (a row is two square units), so letters two columns apart land
        // on neighbouring rows.
        let columns = lines.compactMap { line in line.firstIndex { "ABC".contains($0) } }
        #expect(columns.count == 3 && Set(columns).count == 1)
    }

    @Test("a NaN or infinite angle turns nothing", arguments: [Double.nan, .infinity])
    func badAngle(angle: Double) {
        let turned = paintedFrame(width: 12, height: 6) {
            Circle().fill(.blue).frame(width: 6, height: 3).rotationEffect(.radians(angle))
        }
        let plain = paintedFrame(width: 12, height: 6) { Circle().fill(.blue).frame(width: 6, height: 3) }
        #expect(turned == plain)
    }

    @Observable final class Model {
        var angle = 0.0
        var taps = 0
    }

    @Test("the angle animates (interpolated, not jumping)")
    func angleAnimates() throws {
        let model = Model()
        let host = HeadlessHost(width: 12, height: 6) {
            Rectangle().fill(.linearGradient(colors: [.green, .green], startPoint: .top, endPoint: .bottom))
                .frame(width: 6, height: 3)
                .rotationEffect(.degrees(model.angle))
        }
        withAnimation(.linear(duration: 1)) { model.angle = 90 }
        host.advance(by: 0.5)
        let transform = try #require(host.pathDrawings.first).transform
        // Halfway: 45°, as seen in square units (the y row of the map is halved).
        #expect(abs(Double(transform.m12) / 0.5 - sin(.pi / 4)) < 0.02)
    }

    @Test("a card flipped about the y axis narrows, reads edge-on at 90° and mirrors at 180°")
    func cardFlip() throws {
        func drawing(_ degrees: Double) throws -> [String] {
            paintedFrame(width: 16, height: 6) {
                Rectangle().fill(
                    .linearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
                )
                .frame(width: 12, height: 4)
                .rotation3DEffect(.degrees(degrees), axis: (x: 0, y: 1, z: 0))
            }
        }
        func width(_ lines: [String]) -> Int { lines.map { $0.filter { $0 != " " }.count }.max() ?? 0 }
        let flat = try drawing(0)
        let turned = try drawing(60)
        let edgeOn = try drawing(90)
        #expect(width(turned) < width(flat))
        #expect(width(edgeOn) <= 1)
        // Perspective: the edge turned toward the viewer is taller than the far one.
        let host = HeadlessHost(width: 16, height: 6) {
            Color.red.frame(width: 12, height: 4).rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0))
        }
        let item = try #require(host.displayList.items.first)
        let left = CGPoint(x: 2, y: 1).applying(item.transform)
        let leftBottom = CGPoint(x: 2, y: 5).applying(item.transform)
        let right = CGPoint(x: 14, y: 1).applying(item.transform)
        let rightBottom = CGPoint(x: 14, y: 5).applying(item.transform)
        #expect(abs((leftBottom.y - left.y) - (rightBottom.y - right.y)) > 0.3)
    }

    @Test("a turned button is hit where it is drawn, not in the corners of its bound")
    func hitTestingTurned() {
        let model = Model()
        let host = HeadlessHost(width: 20, height: 10) {
            Color.blue.frame(width: 10, height: 5)
                .onTapGesture { model.taps += 1 }
                .rotationEffect(.degrees(45))
                .frame(width: 20, height: 10)
        }
        host.click(x: 10, y: 5)
        #expect(model.taps == 1)
        // The bound's corner: outside the turned rectangle.
        host.click(x: 6, y: 1)
        #expect(model.taps == 1)
    }

    @Test("a turned subtree off screen is not drawn; on screen it is")
    func drawnBoundsTurn() {
        let host = HeadlessHost(width: 10, height: 4) {
            VStack(spacing: 0) {
                Color.blue.frame(width: 2, height: 20).rotationEffect(.degrees(90))
                Color.red.frame(width: 2, height: 2)
            }
        }
        // Turned a quarter, the 2 × 20 bar (2 × 40 square units) lies across rows 9–10 only.
        #expect(host.displayList.items.contains { $0.kind == .fill(.blue) })
    }
}
