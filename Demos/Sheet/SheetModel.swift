import Foundation
import Kinema
import Observation

/// Where the sheet rests: its top edge, in rows from the top of the screen.
enum Detent: String, CaseIterable {
    case expanded, half, collapsed

    /// The top edge of the sheet at this detent on a screen `height` rows tall.
    func top(in height: Double) -> Double {
        switch self {
        case .expanded: return 2
        case .half: return (height / 2).rounded(.down)
        case .collapsed: return max(height - 4, 2)
        }
    }
}

/// The sheet's motion: it follows a drag, is thrown with the release velocity to the detent its
/// projected resting point is nearest to, and can be grabbed while it springs there.
///
/// The spring is a ``PropertyAnimator`` whose block writes ``top``: grabbing the sheet stops the
/// animator where it is shown (the last value it wrote), so nothing jumps.
@Observable
@MainActor
final class SheetModel {
    /// The top edge of the sheet as shown, in rows (fractional while it moves).
    var top = 20.0
    /// The detent chosen at the last release (or key press).
    var detent = Detent.collapsed
    /// The vertical velocity at the last release, in rows per second.
    var releaseVelocity = 0.0
    /// The screen height the detents were computed for.
    var height = 24.0

    @ObservationIgnored private var animator: PropertyAnimator?
    @ObservationIgnored private var dragStartTop: Double?

    /// How far past the first or last detent the sheet may be pulled, with resistance.
    static let stretch = 6.0

    /// Sets the screen height; the sheet moves to its detent on the new screen.
    func layout(height: Double) {
        guard height != self.height else { return }
        self.height = height
        stopAnimator()
        top = detent.top(in: height)
    }

    /// A drag moved: the sheet follows the pointer, with rubber-band resistance past the ends.
    func dragChanged(translation: Double) {
        if dragStartTop == nil {
            stopAnimator()
            dragStartTop = top
        }
        let raw = dragStartTop! + translation
        top = rubberBanded(raw)
    }

    /// The drag ended with `velocity` rows per second and a predicted resting offset: the sheet
    /// springs with that velocity to the detent nearest the projected point.
    func dragEnded(velocity: Double, predictedExtra: Double) {
        dragStartTop = nil
        releaseVelocity = velocity.isFinite ? velocity : 0
        let projected = top + (predictedExtra.isFinite ? predictedExtra : 0)
        let nearest = Detent.allCases.min {
            abs($0.top(in: height) - projected) < abs($1.top(in: height) - projected)
        }!
        settle(at: nearest, velocity: releaseVelocity)
    }

    /// Moves one detent up (`-1`) or down (`1`) without a mouse, continuing any motion's velocity.
    func step(_ direction: Int) {
        let order = Detent.allCases
        let index = order.firstIndex(of: detent)!
        let next = order[min(max(index + direction, 0), order.count - 1)]
        releaseVelocity = 0
        settle(at: next, velocity: 0)
    }

    /// Springs from the shown position to `detent`, starting at `velocity` rows per second.
    func settle(at detent: Detent, velocity: Double) {
        stopAnimator()
        self.detent = detent
        let from = top
        let to = detent.top(in: height)
        let distance = to - from
        guard abs(distance) > 1e-6 else {
            top = to
            return
        }
        // UIKit's spring timing takes the velocity relative to the distance left.
        let timing = SpringTimingParameters(dampingRatio: 0.8, initialVelocity: velocity / distance)
        let animator = PropertyAnimator(duration: 0.5, timingParameters: .spring(timing))
        try? animator.addAnimations { [weak self] progress in
            self?.top = from + distance * progress
        }
        try? animator.startAnimation()
        self.animator = animator
    }

    /// Stops a spring in flight where it is shown.
    private func stopAnimator() {
        if let animator, animator.state == .active { try? animator.stopAnimation(true) }
        animator = nil
    }

    /// `raw` with resistance past the first and last detents: the further past, the less it moves
    /// (UIScrollView's rubber band, `(1 − 1 / (x·c / d + 1))·d` with c = 0.55).
    func rubberBanded(_ raw: Double) -> Double {
        let low = Detent.expanded.top(in: height)
        let high = Detent.collapsed.top(in: height)
        func band(_ excess: Double) -> Double {
            (1 - 1 / (excess * 0.55 / Self.stretch + 1)) * Self.stretch
        }
        if raw < low { return low - band(low - raw) }
        if raw > high { return high + band(raw - high) }
        return raw
    }

    /// The readout under the title.
    var readout: String {
        String(format: "velocity %+6.1f rows/s  →  %@", releaseVelocity, detent.rawValue)
    }
}
