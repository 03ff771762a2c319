import Kinema
import Testing

/// The shadow samples: the shadow's radius animates with `.smooth` and the scale with `.bouncy`,
/// read back from the shadow's rectangle on screen.
@MainActor
@Suite("Explore SwiftUI animation: shadow and scale")
struct AvatarShadowTests {
    func expectSmoothShadowBouncyScale(
        _ stage: inout TalkStage, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let start = stage.shadowRadiusAndScale
        #expect(
            abs((start?.radius ?? 0) - 8) < 1e-9 && abs((start?.scale ?? 0) - 1) < 1e-9,
            sourceLocation: sourceLocation)
        stage.tap()
        var radius = Reference(.smooth, from: 8, to: 12)
        var scale = Reference(.bouncy, from: 1, to: 1.5)
        var largestScale = 0.0
        var largestRadius = 0.0
        for _ in 0..<30 {
            let time = stage.advance(by: 0.05)
            guard let shown = stage.shadowRadiusAndScale else {
                Issue.record("no shadow at \(time) s", sourceLocation: sourceLocation)
                return
            }
            #expect(
                abs(shown.radius - radius.value(at: time)) < 1e-6, "radius at \(time) s",
                sourceLocation: sourceLocation)
            #expect(
                abs(shown.scale - scale.value(at: time)) < 1e-6, "scale at \(time) s",
                sourceLocation: sourceLocation)
            largestScale = max(largestScale, shown.scale)
            largestRadius = max(largestRadius, shown.radius)
        }
        #expect(largestScale > 1.5, "the bouncy scale overshoots", sourceLocation: sourceLocation)
        #expect(largestRadius <= 12 + 1e-9, "the smooth radius does not", sourceLocation: sourceLocation)
    }

    @Test("23:44 multiple animation modifiers: the shadow animates with .smooth, the scale with .bouncy")
    func multipleModifiers() {
        var stage = TalkStage {
            SelectionOwner { PetAvatarMultipleAnimationModifiers.Avatar(pet: TalkStage.pet, selected: $0) }
        }
        expectSmoothShadowBouncyScale(&stage)
    }

    @Test("25:20 scoped animation modifiers: the same, for any content")
    func scopedModifiers() {
        var stage = TalkStage {
            SelectionOwner { selected in
                GenericAvatarScopedAnimationModifiers.Avatar(
                    content: Image(TalkStage.pet.type), selected: selected)
            }
        }
        expectSmoothShadowBouncyScale(&stage)
    }

    @Test(
        "25:20 scoped animation modifiers animate only their body: the content's own change does not animate")
    func scopedModifiersLeaveContentAlone() {
        var stage = TalkStage {
            SelectionOwner { selected in
                GenericAvatarScopedAnimationModifiers.Avatar(
                    content: Image(TalkStage.pet.type).opacity(selected.wrappedValue ? 0.5 : 1),
                    selected: selected)
            }
        }
        stage.tap()
        _ = stage.advance(by: 0.05)
        // The scale is still on its way, but the content's opacity changed at once.
        let shown = stage.shadowRadiusAndScale
        #expect((shown?.scale ?? 0) > 1 && (shown?.scale ?? 0) < 1.5)
        let picture = stage.host.displayList.items.first { item in
            if case .text(let text, _) = item.kind { return text.contains("^") }
            return false
        }
        #expect(picture?.opacity == 0.5)
    }
}
