import KinemaAnimation
import KinemaGeometry
import KinemaRender
import Observation
import Testing

@testable import KinemaUI

@MainActor
@Observable
final class Model {
    var x = 0.0
    var flag = false
    var value = 0
}

/// The frame of the first text item showing `text` in the host's last display list.
@MainActor
func frame(of text: String, in host: HeadlessHost) -> Rect? {
    host.displayList.items.first { item in
        if case .text(let shown, _) = item.kind { return shown == text }
        return false
    }?.frame
}

@MainActor
func opacity(of text: String, in host: HeadlessHost) -> Double? {
    host.displayList.items.first { item in
        if case .text(let shown, _) = item.kind { return shown == text }
        return false
    }?.opacity
}

@MainActor
@Suite("Animation modifiers")
struct AnimationModifierTests {
    @Test("a change made with withAnimation animates an offset")
    func explicitAnimation() throws {
        let model = Model()
        let host = HeadlessHost(width: 40, height: 1) {
            Text("X").offset(x: model.x).frame(width: 40, height: 1, alignment: .leading)
        }
        withAnimation(.linear(duration: 1)) { model.x = 10 }
        host.update()
        #expect(try #require(frame(of: "X", in: host)).minX == 0)
        host.advance(by: 0.5)
        #expect(abs(try #require(frame(of: "X", in: host)).minX - 5) < 1e-9)
        host.advance(by: 0.5)
        #expect(try #require(frame(of: "X", in: host)).minX == 10)
        host.advance(by: 0.01)
        #expect(!host.host.isAnimating)
    }

    @Test("animation(_:value:) does not animate when its value did not change")
    func valueAnimationNeedsChange() throws {
        let model = Model()
        let host = HeadlessHost(width: 40, height: 1) {
            Text("X").offset(x: model.x).animation(.linear(duration: 1), value: model.flag)
                .frame(width: 40, height: 1, alignment: .leading)
        }
        model.x = 10
        host.advance(by: 0.5)
        #expect(try #require(frame(of: "X", in: host)).minX == 10)
        model.x = 20
        model.flag = true
        host.advance(by: 0.5)
        #expect(abs(try #require(frame(of: "X", in: host)).minX - 15) < 1e-9)
    }

    @Test("a scoped animation(_:body:) does not animate the wrapped content's changes")
    func scopedAnimation() throws {
        let model = Model()
        let host = HeadlessHost(width: 40, height: 1) {
            Text("X").offset(x: model.x)
                .animation(.linear(duration: 1)) { $0.opacity(model.flag ? 0.5 : 1) }
                .frame(width: 40, height: 1, alignment: .leading)
        }
        model.x = 10
        model.flag = true
        host.advance(by: 0.5)
        #expect(try #require(frame(of: "X", in: host)).minX == 10)
        #expect(abs(try #require(opacity(of: "X", in: host)) - 0.75) < 1e-9)
        host.advance(by: 0.5)
        #expect(try #require(opacity(of: "X", in: host)) == 0.5)
    }

    @Test("disablesAnimations keeps animation(_:value:) from replacing the transaction's animation")
    func disablesAnimations() throws {
        let model = Model()
        // The text sits at column 10, so the additive overshoot to −5 below stays on screen (views
        // drawn entirely off screen are not in the display list).
        let host = HeadlessHost(width: 40, height: 1) {
            Text("X").offset(x: model.x).animation(nil, value: model.x)
                .padding(.leading, 10)
                .frame(width: 40, height: 1, alignment: .leading)
        }
        var transaction = Transaction(animation: .linear(duration: 1))
        transaction.disablesAnimations = true
        withTransaction(transaction) { model.x = 10 }
        host.advance(by: 0.25)
        #expect(abs(try #require(frame(of: "X", in: host)).minX - 12.5) < 1e-9)
        // animation(nil, value:) removes the animation of this change: the model jumps to 0 while
        // the first animation keeps covering its remaining offset additively (spec §1.5).
        withAnimation(.linear(duration: 1)) { model.x = 0 }
        host.advance(by: 0.25)
        #expect(abs(try #require(frame(of: "X", in: host)).minX - 5) < 1e-9)
    }
}
