import KinemaAnimation
import KinemaGeometry
import KinemaRender
import Testing

@testable import KinemaUI

/// The texts drawn, left to right, with their opacities.
@MainActor
private func drawnTexts(_ host: HeadlessHost) -> [(String, Double, Double)] {
    host.displayList.items.compactMap { item in
        if case .text(let text, _) = item.kind { return (text, Double(item.frame.origin.x), item.opacity) }
        return nil
    }.sorted { $0.1 < $1.1 }
}

@MainActor
private func counter(_ model: TransitionModel, _ transition: ContentTransition) -> HeadlessHost {
    HeadlessHost(width: 10, height: 1) {
        Text("\(model.count)").contentTransition(transition).frame(width: 10, alignment: .leading)
    }
}

@MainActor
@Suite("Content transitions")
struct ContentTransitionTests {
    @Test("numeric text rolls each changed digit through the digits between, keeping the others")
    func numericRoll() {
        let model = TransitionModel()
        model.count = 1_203
        let host = counter(model, .numericText())
        withAnimation(.linear(duration: 1)) { model.count = 1_207 }
        host.advance(by: 0.5)
        // 3 → 7 counting up turns through 4, 5, 6: halfway it shows 5.
        #expect(host.lines == ["1205      "])
        host.advance(by: 0.5)
        #expect(host.lines == ["1207      "])
        host.advance(by: 0.1)
        #expect(host.host.isAnimating == false)
    }

    @Test("counting down turns the wheels backwards; numericText(value:) takes the direction from the value")
    func direction() {
        #expect(TextContentRoll.wheelDigit(from: 3, to: 7, countsDown: true, at: 0.5) == 0)
        #expect(TextContentRoll.wheelDigit(from: 3, to: 7, countsDown: false, at: 0.5) == 5)
        let model = TransitionModel()
        model.count = 10
        let host = HeadlessHost(width: 10, height: 1) {
            Text("\(model.count)").contentTransition(.numericText(value: Double(model.count)))
                .frame(width: 10, alignment: .leading)
        }
        withAnimation(.linear(duration: 1)) { model.count = 14 }
        host.advance(by: 0.25)
        #expect(host.lines == ["11        "])
        withAnimation(.linear(duration: 1)) { model.count = 12 }
        host.advance(by: 0.5)
        // Down from the 4 now shown… the roll starts from the text's previous content (14).
        #expect(host.lines == ["13        "])
    }

    @Test("characters that are not digits fade out, then the new ones fade in")
    func lengthChange() {
        let model = TransitionModel()
        model.count = 9
        let host = counter(model, .numericText())
        withAnimation(.linear(duration: 1)) { model.count = 10 }
        host.advance(by: 0.75)
        let texts = drawnTexts(host)
        // The units wheel turns 9 → 0; the new "1" fades in ahead of it.
        #expect(texts.map(\.0) == ["1", "0"])
        #expect(abs(texts[0].2 - 0.5) < 1e-9)
    }

    @Test(".opacity cross-fades; .identity and unanimated changes swap at once")
    func opacityAndIdentity() {
        let model = TransitionModel()
        let host = counter(model, .opacity)
        withAnimation(.linear(duration: 1)) { model.count = 5 }
        host.advance(by: 0.25)
        let texts = drawnTexts(host)
        #expect(texts.map(\.0) == ["0", "5"])
        #expect(abs(texts[0].2 - 0.75) < 1e-9 && abs(texts[1].2 - 0.25) < 1e-9)
        model.count = 6
        host.update()
        #expect(host.lines == ["6         "])
        let plain = counter(TransitionModel(), .identity)
        #expect(plain.lines == ["0         "])
    }

    @Test("under reduced motion numeric text cross-fades")
    func reducedMotion() {
        let model = TransitionModel()
        model.count = 3
        let host = HeadlessHost(width: 10, height: 1) {
            Text("\(model.count)").contentTransition(.numericText())
                .frame(width: 10, alignment: .leading)
                .environment(\.accessibilityReduceMotion, true)
        }
        withAnimation(.linear(duration: 1)) { model.count = 7 }
        host.advance(by: 0.25)
        #expect(drawnTexts(host).map(\.0) == ["3", "7"])
    }
}
