import KinemaGeometry

/// A gesture that recognizes one or more taps (clicks) on a view: the primary button pressed and
/// released without moving more than ``maximumDistance``, `count` times in a row.
///
/// ```swift
/// Text("open").gesture(TapGesture(count: 2).onEnded { isOpen = true })
/// ```
///
/// Taps in a row must each start within ``multiTapInterval`` seconds of the previous release and
/// within ``multiTapDistance`` cells of the first press. A tap waiting for its next press holds back
/// the gestures it has precedence over (the single tap of `.onTapGesture(count: 2) {}.onTapGesture {}`
/// runs only once the double tap has failed).
public struct TapGesture: Gesture {
    /// The number of taps needed (at least 1).
    public var count: Int

    /// Creates a tap gesture needing `count` taps.
    public init(count: Int = 1) {
        self.count = count
    }

    /// The farthest, in cells, the pointer may move from where it went down before the tap fails.
    public static let maximumDistance = 1.0
    /// The longest pause, in seconds, between a release and the next press of a multiple tap.
    public static let multiTapInterval = 0.5
    /// The farthest, in cells, a later press of a multiple tap may be from the first.
    public static let multiTapDistance = 2.0

    /// A tap has no value.
    public typealias Value = Void
    /// A primitive gesture.
    public typealias Body = Never

    /// The runtime's recognizer (see ``Gesture/_makeRecognizer(reusing:)``).
    public func _makeRecognizer(reusing existing: _GestureRecognizer<Void>?) -> _GestureRecognizer<Void> {
        let recognizer = existing as? TapRecognizer<Void> ?? TapRecognizer { _, _ in () }
        recognizer.count = count
        return recognizer
    }
}

/// A gesture that recognizes taps and reports where the last one happened.
///
/// ```swift
/// Color.blue.gesture(SpatialTapGesture().onEnded { marks.append($0.location) })
/// ```
public struct SpatialTapGesture: Gesture {
    /// The value of a recognized tap.
    public struct Value: Equatable, Sendable {
        /// Where the pointer was released, in the gesture's coordinate space.
        public var location: Point

        /// Creates a value.
        public init(location: Point) {
            self.location = location
        }
    }

    /// The number of taps needed (at least 1).
    public var count: Int
    /// The space ``Value/location`` is reported in.
    public var coordinateSpace: CoordinateSpace

    /// Creates a spatial tap gesture.
    public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace.coordinateSpace
    }

    /// Creates a spatial tap gesture reporting in `coordinateSpace`.
    public init(count: Int = 1, coordinateSpace: CoordinateSpace) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }

    /// A primitive gesture.
    public typealias Body = Never

    /// The runtime's recognizer (see ``Gesture/_makeRecognizer(reusing:)``).
    public func _makeRecognizer(reusing existing: _GestureRecognizer<Value>?) -> _GestureRecognizer<Value> {
        let space = coordinateSpace
        let recognizer = existing as? TapRecognizer<Value> ?? TapRecognizer { _, _ in Value(location: .zero) }
        recognizer.count = count
        recognizer.makeValue = { location, gestureSpace in
            Value(location: gestureSpace.convert(location, to: space))
        }
        return recognizer
    }
}

/// Counts taps: presses and releases close to where they started, each soon after the last.
final class TapRecognizer<Value>: _GestureRecognizer<Value> {
    var count = 1
    /// The value of a recognized tap from its release location (screen) and the gesture's space.
    var makeValue: @MainActor (Point, GestureSpace) -> Value
    private var taps = 0
    private var isDown = false
    private var pressLocation = Point.zero
    private var firstLocation = Point.zero
    private var lastRelease = 0.0

    init(makeValue: @escaping @MainActor (Point, GestureSpace) -> Value) {
        self.makeValue = makeValue
    }

    private var requiredTaps: Int { max(count, 1) }

    override func update(_ event: GestureEvent, in space: GestureSpace) {
        guard !phase.isTerminal else { return }
        switch event.kind {
        case .began:
            if taps > 0 {
                let tooLate = event.time - lastRelease >= TapGesture.multiTapInterval
                if tooLate || distance(event.location, firstLocation) > TapGesture.multiTapDistance {
                    phase = .failed
                    return
                }
            } else {
                firstLocation = event.location
            }
            pressLocation = event.location
            isDown = true
            phase = .possible(nil)
        case .moved:
            if isDown && distance(event.location, pressLocation) > TapGesture.maximumDistance {
                phase = .failed
            }
        case .ended:
            guard isDown else { return }
            isDown = false
            guard distance(event.location, pressLocation) <= TapGesture.maximumDistance else {
                phase = .failed
                return
            }
            taps += 1
            lastRelease = event.time
            if taps >= requiredTaps { phase = .ended(makeValue(event.location, space)) }
        case .timer:
            if !isDown && taps > 0 && event.time - lastRelease >= TapGesture.multiTapInterval {
                phase = .failed
            }
        case .expired:
            if !isDown && taps > 0 { phase = .failed }
        case .cancelled:
            phase = .failed
        }
    }

    override var deadline: Double? {
        guard !isDown, taps > 0, phase.isPossible else { return nil }
        return lastRelease + TapGesture.multiTapInterval
    }

    override var isWaitingForNextPress: Bool { !isDown && taps > 0 && phase.isPossible }

    override func reset() {
        taps = 0
        isDown = false
        super.reset()
    }
}

/// The straight-line distance between two points, in cells.
func distance(_ a: Point, _ b: Point) -> Double {
    let dx = Double(a.x) - Double(b.x)
    let dy = Double(a.y) - Double(b.y)
    return (dx * dx + dy * dy).squareRoot()
}
