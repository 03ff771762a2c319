import Foundation
import KinemaAnimation
import KinemaGeometry
import KinemaRender
import KinemaTestSupport
import Observation
import Testing

@testable import KinemaUI

@MainActor
@Suite("Shape styles and gradients")
struct ShapeStyleTests {
    @Test("each gradient kind, as a view, fills its frame with colours placed in square units")
    func gradientViews() throws {
        let gradient = Gradient(colors: [.red, .blue])
        let views: [(String, AnyView, Paint)] = [
            (
                "linear",
                AnyView(LinearGradient(gradient: gradient, startPoint: .leading, endPoint: .trailing)),
                .linearGradient(gradient, startPoint: CGPoint(x: 0, y: 4), endPoint: CGPoint(x: 16, y: 4))
            ),
            (
                "radial",
                AnyView(RadialGradient(gradient: gradient, center: .center, startRadius: 0, endRadius: 8)),
                .radialGradient(gradient, center: CGPoint(x: 8, y: 4), startRadius: 0, endRadius: 8)
            ),
            (
                "elliptical", AnyView(EllipticalGradient(gradient: gradient)),
                .ellipticalGradient(
                    gradient, center: CGPoint(x: 8, y: 4), size: CGSize(width: 16, height: 8),
                    startRadiusFraction: 0,
                    endRadiusFraction: 0.5)
            ),
            (
                "angular", AnyView(AngularGradient(gradient: gradient, center: .center)),
                .angularGradient(
                    gradient, center: CGPoint(x: 8, y: 4), startAngle: .zero, endAngle: .degrees(360))
            ),
        ]
        for (name, view, paint) in views {
            let host = HeadlessHost(width: 16, height: 4) { view }
            #expect(try #require(host.pathDrawings.first, "\(name)").paint == paint, "\(name)")
            try expectGoldenFrame(host.paintedWithRed, "gradient-\(name)")
        }
    }

    @Test("hierarchical levels follow the foreground styles set, or fade the primary")
    func hierarchical() throws {
        let host = HeadlessHost(width: 12, height: 2) {
            HStack(spacing: 0) {
                Circle().fill(.primary)
                Circle().fill(.secondary)
                Circle().fill(.tertiary)
            }
            .foregroundStyle(.red, .green)
        }
        let paints = host.pathDrawings.map(\.paint)
        #expect(paints == [.color(.red), .color(.green), .color(.red.opacity(0.4))])
    }

    @Test("foregroundStyle with a gradient colours text with its middle colour")
    func textTakesOneColour() throws {
        let host = HeadlessHost(width: 4, height: 1) {
            Text("Hi").foregroundStyle(
                .linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
        }
        guard case .text(_, let style) = try #require(host.displayList.items.first).kind else {
            Issue.record("a text item")
            return
        }
        #expect(style.foreground == Gradient(colors: [.red, .blue]).color(at: 0.5))
    }

    @Test("tint paints .tint; the accent colour when none is set")
    func tint() {
        let host = HeadlessHost(width: 8, height: 2) {
            HStack(spacing: 0) {
                Circle().fill(.tint)
                Circle().fill(.tint).tint(.orange)
            }
        }
        #expect(host.pathDrawings.map(\.paint) == [.color(.accentColor), .color(.orange)])
    }

    @Test("Color.gradient is the colour lightened at the top")
    func colorGradient() throws {
        let host = HeadlessHost(width: 8, height: 2) { Rectangle().fill(Color.blue.gradient) }
        guard
            case .linearGradient(let gradient, let start, let end) = try #require(host.pathDrawings.first)
                .paint
        else {
            Issue.record("a linear gradient")
            return
        }
        #expect(start.y < end.y && start.x == end.x)
        #expect(gradient.stops.last?.color == .blue)
    }

    @Observable final class Model {
        var isOn = false
    }

    @Test("gradient stops interpolate when the gradient changes under an animation")
    func gradientAnimates() throws {
        let model = Model()
        let host = HeadlessHost(width: 8, height: 2) {
            Rectangle().fill(
                LinearGradient(
                    colors: model.isOn ? [.white, .white] : [.black, .black], startPoint: .top,
                    endPoint: .bottom))
        }
        withAnimation(.linear(duration: 1)) { model.isOn = true }
        host.advance(by: 0.5)
        guard case .linearGradient(let gradient, _, _) = try #require(host.pathDrawings.first).paint else {
            Issue.record("a linear gradient")
            return
        }
        let middle = try #require(gradient.stops.first?.color.components)
        #expect(middle.red > 0.2 && middle.red < 0.95)
        host.advance(by: 0.5)
        guard case .linearGradient(let settled, _, _) = try #require(host.pathDrawings.first).paint else {
            return
        }
        #expect(settled.stops.first?.color == .white)
    }

    @Test("a fill colour animates on a shape")
    func colourAnimates() throws {
        let model = Model()
        let host = HeadlessHost(width: 8, height: 4) { Circle().fill(model.isOn ? Color.white : Color.black) }
        withAnimation(.linear(duration: 1)) { model.isOn = true }
        host.advance(by: 0.5)
        guard case .color(let color) = try #require(host.pathDrawings.first).paint else { return }
        #expect(color != .white && color != .black)
    }

    struct Warning: ShapeStyle {
        func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
            environment.isEnabled ? Color.orange : Color.gray
        }
    }

    @Test("a custom style resolves in the environment it is used in")
    func customStyle() {
        let host = HeadlessHost(width: 8, height: 2) {
            HStack(spacing: 0) {
                Circle().fill(Warning())
                Circle().fill(Warning()).disabled(true)
            }
        }
        #expect(host.pathDrawings.map(\.paint) == [.color(.orange), .color(.gray)])
    }
}
