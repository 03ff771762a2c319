import Foundation
import KinemaAnimation
import KinemaGeometry

/// A gesture that follows the pointer while the primary button is held, once it has moved at least
/// ``minimumDistance`` cells from where it went down.
///
/// ```swift
/// @State private var offset = CGSize.zero
///
/// Text("drag me")
///     .offset(offset)
///     .gesture(
///         DragGesture()
///             .onChanged { offset = $0.translation }
///             .onEnded { _ in withAnimation(.spring) { offset = .zero } })
/// ```
///
/// Changes made in `onChanged` and `updating` are applied in a transaction with
/// `tracksVelocity` set, so a value that follows the pointer records its velocity, and a spring
/// started in `onEnded` carries that velocity on: the motion continues without a jump in position
/// or speed.
///
/// SwiftUI's default `minimumDistance` is 10 points; Kinema lays out in cells, and one cell is the
/// closest equivalent. A minimum of 0 starts the drag on the press.
public struct DragGesture: Gesture {
    /// Cells the pointer must move before the drag starts (NaN means the default, 1; negative 0).
    public var minimumDistance: Double
    /// The space locations and translations are reported in.
    public var coordinateSpace: CoordinateSpace

    /// Creates a drag gesture.
    public init(minimumDistance: Double = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace.coordinateSpace
    }

    /// Creates a drag gesture reporting in `coordinateSpace`.
    public init(minimumDistance: Double = 1, coordinateSpace: CoordinateSpace) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    /// A primitive gesture.
    public typealias Body = Never

    /// The runtime's recognizer (see ``Gesture/_makeRecognizer(reusing:)``).
    public func _makeRecognizer(reusing existing: _GestureRecognizer<Value>?) -> _GestureRecognizer<Value> {
        let recognizer = existing as? DragRecognizer ?? DragRecognizer()
        recognizer.minimumDistance = minimumDistance.isNaN ? 1 : max(minimumDistance, 0)
        recognizer.coordinateSpace = coordinateSpace
        return recognizer
    }
}

extension DragGesture {
    /// The state of a drag: where it started, where the pointer is, how fast it moves.
    public struct Value: Equatable, Sendable {
        /// When the event happened, on the host's clock (seconds since the reference date are the
        /// host's seconds: a headless host starting at 0 reports dates in 2001).
        public var time: Date
        /// Where the pointer is.
        public var location: Point
        /// Where the pointer went down.
        public var startLocation: Point
        /// How fast the pointer moves, per axis, in units of the coordinate space per second
        /// (a least-squares fit over the last 100 ms of motion).
        public var velocity: Size
        /// Where the pointer would come to rest if it were thrown now with ``velocity``.
        public var predictedEndLocation: Point

        /// `location − startLocation`.
        public var translation: Size {
            Size(
                width: Double(location.x) - Double(startLocation.x),
                height: Double(location.y) - Double(startLocation.y))
        }

        /// `predictedEndLocation − startLocation`.
        public var predictedEndTranslation: Size {
            Size(
                width: Double(predictedEndLocation.x) - Double(startLocation.x),
                height: Double(predictedEndLocation.y) - Double(startLocation.y))
        }

        /// Creates a value; ``predictedEndLocation`` follows from `location` and `velocity` (see
        /// ``DragGesture/predictedEnd(from:velocity:)``).
        public init(time: Date, location: Point, startLocation: Point, velocity: Size) {
            self.time = time
            self.location = location
            self.startLocation = startLocation
            self.velocity = velocity
            predictedEndLocation = DragGesture.predictedEnd(from: location, velocity: velocity)
        }
    }

    /// Where something at `location` moving at `velocity` comes to rest under UIScrollView's normal
    /// deceleration (`ScrollDeceleration.normal` in KinemaAnimation: the velocity decays by 0.998
    /// per millisecond, so it travels `velocity × 0.499` seconds' worth — the projection of WWDC
    /// 2018's "Designing Fluid Interfaces"). A non-finite velocity predicts no travel.
    nonisolated public static func predictedEnd(from location: Point, velocity: Size) -> Point {
        let model = ScrollDeceleration.normal
        return Point(
            x: Double(location.x) + model.projectedDistance(initialVelocity: Double(velocity.width)),
            y: Double(location.y) + model.projectedDistance(initialVelocity: Double(velocity.height)))
    }
}

/// Follows one press: possible until the pointer has moved `minimumDistance`, active from then on,
/// ended at release (failed if it never started).
final class DragRecognizer: _GestureRecognizer<DragGesture.Value> {
    var minimumDistance = 1.0
    var coordinateSpace = CoordinateSpace.local
    private var isDown = false
    private var startLocation = Point.zero
    /// Terminal input reports motion only when the pointer moves, and a slow or remote terminal
    /// delivers it in bursts more than 40 ms apart: a gap ends the velocity window only when the
    /// pointer did not move across it (a release after a pause gives 0; a jerky drag keeps its
    /// speed). See ``VelocityTracker1D/continuesAcrossMovingGaps``.
    private var tracker = VelocityTracker(continuesAcrossMovingGaps: true)
    /// The last position and time the tracker was given, and the time between the last two.
    private var lastSample: (time: Double, location: Point)?
    private var lastInterval = 0.0

    override func update(_ event: GestureEvent, in space: GestureSpace) {
        guard !phase.isTerminal else { return }
        switch event.kind {
        case .began:
            guard !isDown else { return }
            isDown = true
            startLocation = space.convert(event.location, to: coordinateSpace)
            tracker.reset()
            tracker.addPosition(time: event.time, position: startLocation)
            lastSample = (event.time, startLocation)
            lastInterval = 0
            phase = minimumDistance <= 0 ? .active(value(at: startLocation, event)) : .possible(nil)
        case .moved, .ended:
            guard isDown else { return }
            let location = space.convert(event.location, to: coordinateSpace)
            track(location, at: event.time, isRelease: event.kind == .ended)
            let current = value(at: location, event)
            let started = phase.isRecognized || distance(location, startLocation) >= minimumDistance
            if event.kind == .ended {
                isDown = false
                phase = started ? .ended(current) : .failed
            } else if started {
                phase = .active(current)
            }
        case .cancelled:
            phase = .failed
        case .timer, .expired:
            break
        }
    }

    /// Gives the tracker a sample. A terminal reports a release in the cell the pointer is in, so
    /// a release where the last motion left it is not a sample of motion: the pointer may still
    /// have been moving inside that cell. Added as one, it would end the fit with a stop (a flick
    /// released 25 ms after its last motion report had no velocity, and a paging view did not turn
    /// its page). It only tells whether the pointer had stopped: still for longer than the
    /// tracker's 40 ms stop gap and than 1.5 times the gap between the last two motion reports
    /// (a slowly reported drag — a remote terminal, tmux, a busy reader, whose times are read
    /// times — crosses cells that far apart while moving), and in any case for longer than the
    /// tracker's 100 ms window, the velocity is zero; sooner, it is the motion's.
    private func track(_ location: Point, at time: Double, isRelease: Bool) {
        if isRelease, let last = lastSample, last.location == location, time > last.time {
            if time - last.time > min(max(Self.stopGap, 1.5 * lastInterval), 0.1) {
                tracker.reset()
                tracker.addPosition(time: time, position: location)
            }
            return
        }
        tracker.addPosition(time: time, position: location)
        if let last = lastSample, time > last.time { lastInterval = time - last.time }
        lastSample = (time, location)
    }

    /// The velocity tracker's stop gap (`VelocityTracker1D`'s 40 ms): still this long, the pointer
    /// has stopped.
    static let stopGap = 0.040

    private func value(at location: Point, _ event: GestureEvent) -> DragGesture.Value {
        let velocity = tracker.velocity()
        return DragGesture.Value(
            time: Date(timeIntervalSinceReferenceDate: event.time), location: location,
            startLocation: startLocation,
            velocity: Size(width: Double(velocity.x), height: Double(velocity.y)))
    }

    override func reset() {
        isDown = false
        lastSample = nil
        tracker.reset()
        super.reset()
    }
}
