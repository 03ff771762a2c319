import Kinema

/// A transition of our own: the view twirls in, scaled down and dropped a row.
struct Twirl: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .scaleEffect(phase.isIdentity ? 1 : 0.3)
            .offset(y: phase.value * 2)
            .opacity(phase.isIdentity ? 1 : 0)
    }
}

/// One exhibit of the gallery.
enum Exhibit: Int, CaseIterable {
    case opacity, scale, slide, moveTop, push, blurReplace, asymmetric, combined, custom
    case counter, like, bounce

    var title: String {
        switch self {
        case .opacity: ".opacity"
        case .scale: ".scale"
        case .slide: ".slide"
        case .moveTop: ".move(edge: .top)"
        case .push: ".push(from: .trailing)"
        case .blurReplace: ".blurReplace"
        case .asymmetric: ".asymmetric(insertion: .move(edge: .leading), removal: .opacity)"
        case .combined: ".scale.combined(with: .opacity)"
        case .custom: "a custom Transition (Twirl)"
        case .counter: ".contentTransition(.numericText(value:))"
        case .like: "PhaseAnimator like burst"
        case .bounce: "KeyframeAnimator bounce"
        }
    }

    /// What the space key does.
    var action: String {
        switch self {
        case .counter: "space +1, - −1, + +25"
        case .like, .bounce: "space plays it"
        default: "space shows/hides"
        }
    }

    @MainActor var transition: AnyTransition {
        switch self {
        case .opacity: .opacity
        case .scale: .scale
        case .slide: .slide
        case .moveTop: .move(edge: .top)
        case .push: .push(from: .trailing)
        case .blurReplace: AnyTransition(BlurReplaceTransition())
        case .asymmetric: .asymmetric(insertion: .move(edge: .leading), removal: .opacity)
        case .combined: .scale.combined(with: .opacity)
        case .custom: AnyTransition(Twirl())
        case .counter, .like, .bounce: .identity
        }
    }
}

/// The card that comes and goes.
struct Card: View {
    var body: some View {
        Text("Kinema")
            .bold()
            .frame(width: 14, height: 3)
            .background(Color.blue)
            .border(.white, style: .rounded)
    }
}

/// The gallery: ←/→ choose an exhibit, space plays it, m toggles reduced motion, q quits.
struct TransitionsGallery: View {
    @State private var selected = Exhibit.opacity
    @State private var isShown = true
    @State private var count = 98
    @State private var likes = 0
    @State private var bounces = 0
    @State private var reducedMotion = false
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            Text("Kinema transitions   ←/→ choose · space play · m reduced motion · q quit").bold()
            HStack(spacing: 1) {
                ForEach(Exhibit.allCases, id: \.self) { exhibit in
                    Text("\(exhibit.rawValue + 1)")
                        .foregroundColor(exhibit == selected ? .black : .white)
                        .background(exhibit == selected ? Color.yellow : Color.clear)
                }
            }
            Text("\(selected.title)   (\(selected.action))")
            Text("reduced motion: \(reducedMotion ? "on — moves become cross-fades" : "off")")
                .foregroundColor(reducedMotion ? .yellow : .white)
            stage
                .frame(width: 40, height: 9)
                .border(.white)
        }
        .padding(1)
        .environment(\.accessibilityReduceMotion, reducedMotion)
        .onKeyPress(.rightArrow) { choose(+1) }
        .onKeyPress(.leftArrow) { choose(-1) }
        .onKeyPress(.space) {
            play(); return .handled
        }
        .onKeyPress("-") {
            if selected == .counter { withAnimation(.smooth(duration: 0.6)) { count -= 1 } }
            return .handled
        }
        .onKeyPress("+") {
            if selected == .counter { withAnimation(.smooth(duration: 0.8)) { count += 25 } }
            return .handled
        }
        .onKeyPress("m") {
            reducedMotion.toggle(); return .handled
        }
        .onKeyPress("q") {
            dismiss(); return .handled
        }
    }

    @ViewBuilder private var stage: some View {
        switch selected {
        case .counter:
            Text("\(count)")
                .bold()
                .contentTransition(.numericText(value: Double(count)))
        case .like:
            Text("♥ \(likes)")
                .foregroundColor(.red)
                .phaseAnimator([1.0, 2.0, 1.0], trigger: likes) { content, scale in
                    content.scaleEffect(scale)
                } animation: { scale in
                    scale > 1 ? .spring(duration: 0.25, bounce: 0.5) : .easeOut(duration: 0.3)
                }
        case .bounce:
            Text("●")
                .foregroundColor(.green)
                .keyframeAnimator(initialValue: 0.0, trigger: bounces) { content, height in
                    content.offset(y: -height)
                } keyframes: { _ in
                    KeyframeTrack {
                        CubicKeyframe(3.0, duration: 0.25)
                        CubicKeyframe(0.0, duration: 0.25)
                        SpringKeyframe(0.0, duration: 0.6, spring: .bouncy)
                    }
                }
        default:
            if isShown {
                Card().transition(selected.transition)
            }
        }
    }

    private func choose(_ step: Int) -> KeyPress.Result {
        let all = Exhibit.allCases
        selected = all[(selected.rawValue + step + all.count) % all.count]
        isShown = true
        return .handled
    }

    private func play() {
        switch selected {
        case .counter: withAnimation(.smooth(duration: 0.6)) { count += 1 }
        case .like: likes += 1
        case .bounce: bounces += 1
        default: withAnimation(.smooth(duration: 0.6)) { isShown.toggle() }
        }
    }
}
