import KinemaAnimation
import KinemaGeometry
import KinemaRender
import Testing

@testable import KinemaUI

/// The frame of the first fill in `color` in the host's last display list.
@MainActor
func frame(ofFill color: Color, in host: HeadlessHost) -> Rect? {
    host.displayList.items.first { item in
        if case .fill(let filled) = item.kind { return filled == color }
        return false
    }?.frame
}

@MainActor
@Suite("Shadow modifier")
struct ShadowModifierTests {
    /// `Text("AB")` after a spacer `model.x` wide, its shadow animated by a slow scoped animation.
    func host(_ model: Model) -> HeadlessHost {
        HeadlessHost(width: 40, height: 3) {
            HStack(spacing: 0) {
                Text("").frame(width: model.x, height: 1)
                Text("AB")
                    .animation(.easeIn(duration: 4)) { content in
                        content.shadow(color: .red, radius: 0, x: model.flag ? 3 : 1, y: 1)
                    }
                Spacer()
            }
        }
    }

    @Test("a scoped shadow moves with its view when layout moves it, not with the scoped animation")
    func shadowFollowsLayout() throws {
        let model = Model()
        let host = host(model)
        withAnimation(.linear(duration: 1)) { model.x = 10 }
        host.advance(by: 0.5)
        let text = try #require(frame(of: "AB", in: host))
        #expect(abs(text.minX - 5) < 1e-9)
        #expect(try #require(frame(ofFill: .red, in: host)) == text.offsetBy(dx: 1, dy: 1))
        host.advance(by: 0.5)
        #expect(try #require(frame(ofFill: .red, in: host)).minX == 11)
    }

    @Test("the shadow's own offset animates with the scoped animation while its frame follows the view")
    func shadowParametersAnimateScoped() throws {
        let model = Model()
        let host = host(model)
        withAnimation(.linear(duration: 1)) {
            model.x = 10
            model.flag = true
        }
        host.advance(by: 0.5)
        let text = try #require(frame(of: "AB", in: host))
        let shadow = try #require(frame(ofFill: .red, in: host))
        // The offset follows easeIn over 4 s (barely moved at 0.5 s), not the 1 s linear layout move.
        let offset = shadow.minX - text.minX
        #expect(offset > 1 && offset < 1.2)
        #expect(abs(text.minX - 5) < 1e-9)
        #expect(shadow.minY - text.minY == 1)
    }
}

@MainActor
@Suite("Shadow modifier: SwiftUI's signature")
struct ShadowDefaultsTests {
    @Test("shadow(radius:) sits right behind the view, grown by the radius on every side")
    func radiusOnly() throws {
        let host = HeadlessHost(width: 20, height: 9) {
            Color.blue.frame(width: 4, height: 1).shadow(radius: 2)
        }
        let fill = try #require(frame(ofFill: .ansiBrightBlack, in: host))
        let view = try #require(frame(ofFill: .blue, in: host))
        #expect(fill == Rect(x: view.minX - 2, y: view.minY - 2, width: view.width + 4, height: view.height + 4))
    }

    @Test("a NaN or infinite radius or offset draws a bounded shadow", arguments: [Double.nan, .infinity, -.infinity])
    func badGeometry(bad: Double) throws {
        let host = HeadlessHost(width: 20, height: 5) {
            Color.blue.frame(width: 4, height: 1).shadow(color: .red, radius: bad, x: bad, y: bad)
        }
        if let fill = frame(ofFill: .red, in: host) {
            #expect(fill.width.isFinite && fill.height.isFinite && fill.minX.isFinite && fill.minY.isFinite)
        }
        #expect(host.lines.count == 5)
    }
}
