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
