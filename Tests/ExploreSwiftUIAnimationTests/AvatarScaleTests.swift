import Kinema
import Testing

/// The scale samples: each avatar grows to 1.5× when tapped, with the animation the talk says.
@MainActor
@Suite("Explore SwiftUI animation: the avatar's scale")
struct AvatarScaleTests {
    /// Taps, then checks the width every 50 ms for 1.5 s against `animation` moving 1 → 1.5 (`nil`:
    /// at once); returns the widest width seen.
    @discardableResult
    func expectTapScales(
        _ stage: inout TalkStage, like animation: Animation?,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Double {
        #expect(stage.pictureWidth == 100, sourceLocation: sourceLocation)
        stage.tap()
        var reference = Reference(animation, from: 1, to: 1.5)
        var widest = 0.0
        for _ in 0..<30 {
            let time = stage.advance(by: 0.05)
            let expected = (TalkStage.artWidth * reference.value(at: time)).rounded()
            let width = stage.pictureWidth ?? 0
            #expect(
                abs(width - expected) <= 1, "at \(time) s: \(width) columns, expected \(expected)",
                sourceLocation: sourceLocation)
            widest = max(widest, width)
        }
        #expect(stage.pictureWidth == 150, sourceLocation: sourceLocation)
        #expect(!stage.host.host.isAnimating, sourceLocation: sourceLocation)
        return widest
    }

    @Test("2:14 unanimated: a tap scales the avatar to 1.5 at once")
    func unanimated() {
        var stage = TalkStage { PetAvatarUnanimated.Avatar(pet: TalkStage.pet) }
        stage.tap()
        #expect(stage.pictureWidth == 150)
        #expect(!stage.host.host.isAnimating)
    }

    @Test("4:13 animated: withAnimation uses the default spring")
    func animated() {
        var stage = TalkStage { PetAvatarAnimated.Avatar(pet: TalkStage.pet) }
        let widest = expectTapScales(&stage, like: .default)
        #expect(widest == 150, "the default spring does not overshoot")
    }

    @Test("11:49 explicit animation: withAnimation(.bouncy) overshoots and settles")
    func explicit() {
        var stage = TalkStage { PetAvatarExplicitAnimation.Avatar(pet: TalkStage.pet) }
        let widest = expectTapScales(&stage, like: .bouncy)
        #expect(widest > 150, "a bouncy spring overshoots")
    }

    @Test("22:44 animation modifier: every change of selected animates bouncily, tapped or not")
    func animationModifier() {
        var stage = TalkStage {
            SelectionOwner { PetAvatarAnimationModifier.Avatar(pet: TalkStage.pet, selected: $0) }
        }
        expectTapScales(&stage, like: .bouncy)
        // A change made elsewhere (a key) animates the same way: the modifier watches `selected`.
        stage.press("s")
        var reference = Reference(.bouncy, from: 1.5, to: 1)
        let time = stage.advance(by: 0.2)
        #expect(
            abs((stage.pictureWidth ?? 0) - (TalkStage.artWidth * reference.value(at: time)).rounded()) <= 1)
    }

    @Test("28:45 transaction modifier: a tap picks .bouncy, a programmatic change .smooth")
    func transactionModifier() {
        var stage = TalkStage {
            SelectionOwner { PetAvatarTransactionModifier.Avatar(pet: TalkStage.pet, selected: $0) }
        }
        expectTapScales(&stage, like: .bouncy)
        // Back to 1 through a key: no `avatarTapped` in that transaction, so the smooth spring.
        stage.press("s")
        var reference = Reference(.smooth, from: 1.5, to: 1)
        var narrowest = 150.0
        for _ in 0..<30 {
            let time = stage.advance(by: 0.05)
            let width = stage.pictureWidth ?? 0
            #expect(
                abs(width - (TalkStage.artWidth * reference.value(at: time)).rounded()) <= 1, "at \(time) s")
            narrowest = min(narrowest, width)
        }
        #expect(narrowest == 100, "a smooth spring does not overshoot")
    }

    @Test("28:58 scoped transaction modifier: the same choice, applied only to the scale")
    func scopedTransactionModifier() {
        var stage = TalkStage {
            SelectionOwner { selected in
                GenericAvatarScopedTransactionModifier.Avatar(
                    content: Image(TalkStage.pet.type), selected: selected)
            }
        }
        let widest = expectTapScales(&stage, like: .bouncy)
        #expect(widest > 150)
        stage.press("s")
        var reference = Reference(.smooth, from: 1.5, to: 1)
        let time = stage.advance(by: 0.15)
        #expect(
            abs((stage.pictureWidth ?? 0) - (TalkStage.artWidth * reference.value(at: time)).rounded()) <= 1)
    }
}

/// Owns the `selected` state the binding samples take, and toggles it on the `s` key (a change
/// that is not a tap, made without a transaction).
struct SelectionOwner<Content: View>: View {
    @State private var selected = false
    let content: (Binding<Bool>) -> Content

    init(@ViewBuilder _ content: @escaping (Binding<Bool>) -> Content) {
        self.content = content
    }

    var body: some View {
        content($selected)
            .onKeyPress("s") {
                selected.toggle()
                return .handled
            }
    }
}
