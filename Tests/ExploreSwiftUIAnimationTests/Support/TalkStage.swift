import Kinema
import Testing

/// A headless screen for the talk's avatars, on a manual clock: the pet's picture is a wide text art
/// (so a scale shows as a width in cells, to 1 %), and readings of what is drawn.
@MainActor
struct TalkStage {
    /// The pet every sample shows.
    static let pet = Pet(type: "cat")
    /// Its picture: 100 columns, 2 rows.
    static let artWidth = 100.0
    static let artHeight = 2.0
    static let registry: ImageRegistry = {
        let registry = ImageRegistry()
        let row = String(repeating: "=^.^= ", count: 17).prefix(100)
        registry.register("cat", art: ImageArt(row + "\n" + row))
        return registry
    }()

    let host: HeadlessHost
    /// The host time at which the change under test was made.
    private(set) var changeTime = 0.0

    init<Content: View>(@ViewBuilder _ content: @escaping @MainActor () -> Content) {
        host = HeadlessHost(width: 200, height: 44) { content().imageRegistry(TalkStage.registry) }
    }

    /// Clicks the middle of the screen, where the avatar is.
    mutating func tap() {
        changeTime = host.time
        host.click(x: 100, y: 22)
    }

    /// Presses `key` (a change that is not a tap).
    mutating func press(_ key: KeyEquivalent) {
        changeTime = host.time
        host.press(key)
    }

    /// The avatar's width on screen in cells: the art's 100 columns times the presented scale.
    var pictureWidth: Double? {
        for item in host.displayList.items {
            if case .text(let text, _) = item.kind, text.contains("^") { return item.frame.width }
        }
        return nil
    }

    /// The shadow's rectangle on screen.
    var shadowFrame: Rect? {
        for item in host.displayList.items {
            if case .fill(let color) = item.kind, color == .ansiBrightBlack { return item.frame }
        }
        return nil
    }

    /// The shadow's presented radius and scale, solved from its rectangle: it is the picture's
    /// frame (w × h) grown by the radius r on every side, then scaled by s about its centre, so
    /// `W = (w + 2r)s` and `H = (h + 2r)s`.
    var shadowRadiusAndScale: (radius: Double, scale: Double)? {
        guard let frame = shadowFrame else { return nil }
        let (w, h) = (TalkStage.artWidth, TalkStage.artHeight)
        let radius = (frame.height * w - frame.width * h) / (2 * (frame.width - frame.height))
        return (radius, frame.width / (w + 2 * radius))
    }

    /// Advances the clock by `seconds` (running every frame in between), returning the time since
    /// the change.
    func advance(by seconds: Double) -> Double {
        host.advance(by: seconds)
        return host.time - changeTime
    }
}

/// What an animation of one value does from `from` to `to`, sampled at times since its start: the
/// reference the avatars are compared with.
struct Reference {
    private var animated: AnimatedValue<Double>

    init(_ animation: Animation?, from: Double, to: Double) {
        animated = AnimatedValue(from)
        animated.setModel(to, transaction: Transaction(animation: animation), at: 0)
    }

    mutating func value(at time: Double) -> Double { animated.presentation(at: time) }
}
