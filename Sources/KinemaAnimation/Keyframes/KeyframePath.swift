/// Evaluates a track's keyframes at a time in one forward pass (spec §5.2).
///
/// Each keyframe runs from where the previous one really ended (a spring cut short ends where it was)
/// to its target. Velocities carry over: a cubic or spring keyframe without an explicit start velocity
/// starts with the previous keyframe's end velocity (at the track start: the velocity it is given —
/// a retriggered `KeyframeAnimator`'s, spec §5.2 — else 0); a cubic's end velocity is
/// the time-aware Catmull–Rom tangent `(p(i+1) − p(i−1)) / (T(i+1) − T(i−1))` when a cubic follows, a
/// following linear keyframe's start slope, a following spring's explicit start velocity, else 0.
enum KeyframePath {
    static func value<Value: Animatable>(
        of keyframes: [Keyframe<Value>], from origin: Value.AnimatableData,
        velocity initialVelocity: Value.AnimatableData = .zero, at time: Double
    ) -> Value.AnimatableData {
        var start = origin
        var incomingVelocity = initialVelocity
        var segmentStart = 0.0
        for index in keyframes.indices {
            let keyframe = keyframes[index]
            let duration = keyframe.resolvedDuration
            let target = keyframe.to.animatableData
            let local = time - segmentStart
            let isCurrent = local < duration
            var end = target
            var endVelocity = Value.AnimatableData.zero
            switch keyframe.kind {
            case .move:
                break
            case .linear(let curve):
                if isCurrent { return start + (target - start).scaled(by: curve.value(at: local / duration)) }
                endVelocity = duration > 0 ? (target - start).scaled(by: curve.velocity(at: 1) / duration) : .zero
            case .spring(let spring, let startVelocity):
                let v0 = startVelocity?.animatableData ?? incomingVelocity
                if isCurrent { return start + spring.value(target: target - start, initialVelocity: v0, time: local) }
                end = start + spring.value(target: target - start, initialVelocity: v0, time: duration)
                endVelocity = spring.velocity(target: target - start, initialVelocity: v0, time: duration)
            case .cubic(let startVelocity, let explicitEnd):
                let m0 = startVelocity?.animatableData ?? incomingVelocity
                let m1 = explicitEnd?.animatableData ?? outgoingVelocity(keyframes, after: index, from: start, duration: duration)
                if isCurrent { return hermite(start, m0, target, m1, duration: duration, u: local / duration) }
                endVelocity = m1
            }
            start = end
            incomingVelocity = endVelocity
            segmentStart += duration
        }
        return start
    }

    /// The end velocity a cubic keyframe at `index` takes from its successor.
    static func outgoingVelocity<Value: Animatable>(
        _ keyframes: [Keyframe<Value>], after index: Int, from start: Value.AnimatableData, duration: Double
    ) -> Value.AnimatableData {
        guard index + 1 < keyframes.count else { return .zero }
        let next = keyframes[index + 1]
        let nextDuration = next.resolvedDuration
        let target = keyframes[index].to.animatableData
        switch next.kind {
        case .cubic:
            let span = duration + nextDuration
            return span > 0 ? (next.to.animatableData - start).scaled(by: 1 / span) : .zero
        case .linear(let curve):
            return nextDuration > 0 ? (next.to.animatableData - target).scaled(by: curve.velocity(at: 0) / nextDuration) : .zero
        case .spring(_, let startVelocity):
            return startVelocity?.animatableData ?? .zero
        case .move:
            return .zero
        }
    }

    /// The cubic Hermite curve from `p0` (velocity `m0`) to `p1` (velocity `m1`) over `duration`.
    static func hermite<V: VectorArithmetic>(_ p0: V, _ m0: V, _ p1: V, _ m1: V, duration: Double, u: Double) -> V {
        let t = min(max(u, 0), 1)
        let t2 = t * t
        let t3 = t2 * t
        let h00 = 2 * t3 - 3 * t2 + 1
        let h10 = t3 - 2 * t2 + t
        let h01 = -2 * t3 + 3 * t2
        let h11 = t3 - t2
        return p0.scaled(by: h00) + m0.scaled(by: h10 * duration) + p1.scaled(by: h01) + m1.scaled(by: h11 * duration)
    }
}
