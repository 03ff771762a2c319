import Foundation
import KinemaAnimation
import KinemaGeometry
import KinemaRender
import Observation
import Testing

@testable import KinemaUI

@MainActor
@Suite("Colour effects, blur, shadows")
struct ColorEffectTests {
    @Test("each colour effect sets its matrix on what the subtree draws")
    func matrices() throws {
        let cases: [(AnyView, ColorMatrix)] = [
            (AnyView(Circle().fill(.red).brightness(0.2)), .brightness(0.2)),
            (AnyView(Circle().fill(.red).contrast(0.5)), .contrast(0.5)),
            (AnyView(Circle().fill(.red).saturation(0)), .saturation(0)),
            (AnyView(Circle().fill(.red).grayscale(1)), .grayscale(1)),
            (AnyView(Circle().fill(.red).hueRotation(.degrees(90))), .hueRotation(.degrees(90))),
            (AnyView(Circle().fill(.red).colorMultiply(.blue)), .colorMultiply(.blue)),
            (AnyView(Circle().fill(.red).colorInvert()), .colorInvert),
        ]
        for (view, matrix) in cases {
            let host = HeadlessHost(width: 8, height: 4) { view }
            #expect(try #require(host.displayList.items.first).colorFilter == matrix)
        }
    }

    @Test("nested effects apply innermost first")
    func nesting() throws {
        let host = HeadlessHost(width: 8, height: 4) { Circle().fill(.red).brightness(0.2).saturation(0) }
        #expect(
            try #require(host.displayList.items.first).colorFilter
                == ColorMatrix.brightness(0.2).concatenating(.saturation(0)))
    }

    @Observable final class Model {
        var amount = 0.0
    }

    @Test("an effect's amount animates")
    func animates() throws {
        let model = Model()
        let host = HeadlessHost(width: 8, height: 4) { Circle().fill(.red).brightness(model.amount) }
        withAnimation(.linear(duration: 1)) { model.amount = 1 }
        host.advance(by: 0.5)
        #expect(try #require(host.displayList.items.first).colorFilter == .brightness(0.5))
    }

    @Test("a blur of radius 10⁹ blurs as 8; NaN and negative radii blur nothing", arguments: [1e9, .nan, -3])
    func blurBounds(radius: Double) throws {
        let host = HeadlessHost(width: 8, height: 4) { Circle().fill(.red).blur(radius: radius) }
        let item = try #require(host.displayList.items.first)
        #expect(item.blurRadius == (radius > 0 ? DisplayItem.maximumBlurRadius : 0))
        #expect(host.lines.count == 4)
    }

    @Test("a shape's shadow is its outline: the same path, moved, in the shadow colour, blurred")
    func shapeShadow() throws {
        let host = HeadlessHost(width: 16, height: 8) {
            Circle().fill(.blue).frame(width: 8, height: 4).shadow(color: .red, radius: 1, x: 2, y: 1)
        }
        let drawings = host.displayList.items.filter { if case .path = $0.kind { true } else { false } }
        #expect(drawings.count == 2)
        let shadow = drawings[0]
        let shape = drawings[1]
        #expect(shadow.blurRadius == 1)
        #expect(shadow.colorFilter.apply(to: .blue).opacity == 1)
        #expect(shadow.colorFilter.apply(to: .blue).rgb! == Color.red.rgb!)
        guard case .path(let a) = shadow.kind, case .path(let b) = shape.kind else { return }
        #expect(a.path == b.path)
        let moved = CGPoint(x: 0, y: 0).applying(a.transform)
        let original = CGPoint(x: 0, y: 0).applying(b.transform)
        #expect(moved.x - original.x == 2 && moved.y - original.y == 1)
    }
}

@MainActor
@Suite("Shapes as backgrounds, overlays, clips and masks; position")
struct ShapeDecorationTests {
    @Test("background(_:in:) fills the shape in the view's frame; background(.red) a cell fill")
    func backgrounds() throws {
        let host = HeadlessHost(width: 12, height: 5) {
            VStack(spacing: 0) {
                Text("pill").padding(1).background(.blue, in: Capsule())
                Text("flat").background(.red)
                Text("view").background(Circle().fill(.green))
            }
        }
        let kinds = host.displayList.items.map(\.kind)
        #expect(kinds.contains(.fill(.red)))
        #expect(host.pathDrawings.map(\.paint) == [.color(.blue), .color(.green)])
        #expect(host.lines.joined().contains("pill"))
    }

    @Test("clipShape clips paths below the cell and text by cell centre")
    func clipShape() throws {
        let lines = paintedFrame(width: 12, height: 6) { Color.blue.clipShape(Circle()) }
        #expect(lines == paintedFrame(width: 12, height: 6) { Circle().fill(.blue) })
        let host = HeadlessHost(width: 12, height: 6) { Color.blue.clipShape(Circle()) }
        #expect(try #require(host.displayList.items.first).clipShapes.count == 1)
    }

    @Test("cornerRadius clips to a rounded rectangle of the frame")
    func cornerRadius() throws {
        let host = HeadlessHost(width: 12, height: 4) { Color.blue.cornerRadius(2) }
        let item = try #require(host.displayList.items.first)
        let clip = try #require(item.clipShapes.first)
        let expected = RoundedRectangle(cornerRadius: 2, style: .circular).path(
            in: CGRect(x: 0, y: 0, width: 12, height: 8))
        #expect(clip.path == expected)
    }

    @Test("a mask shows the view only where the mask draws")
    func mask() {
        let masked = paintedFrame(width: 12, height: 6) { Color.blue.mask { Circle() } }
        #expect(masked == paintedFrame(width: 12, height: 6) { Circle().fill(.blue) })
        let empty = paintedFrame(width: 12, height: 6) { Color.blue.mask { Color.clear } }
        #expect(empty.allSatisfy { $0.allSatisfy { $0 == " " } })
    }

    @Test("position centres the view at a point of the space offered, and animates")
    func position() throws {
        let host = HeadlessHost(width: 20, height: 10) { Text("X").position(x: 5, y: 3) }
        // The one-cell view spans 4.5…5.5 × 2.5…3.5: its origin rounds half up to column 5, row 3,
        // as SwiftUI rounds origins to the nearest pixel.
        let row = host.lines[3]
        #expect(row.firstIndex(of: "X").map { row.distance(from: row.startIndex, to: $0) } == 5)
        let nan = HeadlessHost(width: 20, height: 10) { Text("X").position(x: .nan, y: .nan) }
        #expect(nan.lines.count == 10)
    }

    @Test("overlay(_:alignment:) and background(_:alignment:) take views")
    func viewDecorations() {
        let host = HeadlessHost(width: 10, height: 1) {
            Text("abcdef").overlay(Text("X"), alignment: .trailing).background(Color.red, alignment: .leading)
        }
        // The six-cell text is centred in the ten-cell line; X takes its trailing cell.
        #expect(host.lines[0] == "  abcdeX  ")
    }
}
