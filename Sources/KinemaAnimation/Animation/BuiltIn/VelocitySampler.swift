/// SwiftUI's three-sample velocity estimate for tracked changes (spec §2.7).
///
/// With samples 1, 2, 3 (oldest first): `v21 = Δx/Δt` of the older segment, `v32` of the newer one,
/// result `v32 + (v21 − v32) · previousSampleWeight`. Two samples give `v21`, one gives zero. A sample
/// at the newest timestamp replaces it; an older one is rejected.
struct VelocitySampler<V: VectorArithmetic> {
    /// SwiftUI's weight of the older segment (surprisingly heavy, kept for fidelity, spec §10.8).
    static var previousSampleWeight: Double { 0.75 }

    /// At most three samples, oldest first. Only `Array`'s own members are used on it (no
    /// `Collection` algorithms such as `last` or `removeFirst()`): this code runs unspecialised
    /// (through `CustomAnimation`), where a generic collection accessor allocates its coroutine
    /// frame, and a tracked drag step must allocate nothing.
    private(set) var samples: [(time: Double, value: V)] = []

    var isEmpty: Bool { samples.isEmpty }
    var lastTime: Double? { samples.isEmpty ? nil : samples[samples.count - 1].time }
    var lastValue: V? { samples.isEmpty ? nil : samples[samples.count - 1].value }

    mutating func addSample(_ value: V, time: Double) {
        if !samples.isEmpty {
            let lastTime = samples[samples.count - 1].time
            if time < lastTime { return }
            if time == lastTime {
                samples.removeLast()
                samples.append((time, value))
                return
            }
        }
        if samples.count == 3 { samples.remove(at: 0) }
        if samples.capacity < 3 { samples.reserveCapacity(3) }
        samples.append((time, value))
    }

    var velocity: V {
        guard samples.count >= 2 else { return .zero }
        let older = segmentVelocity(samples[0], samples[1])
        guard samples.count == 3 else { return older }
        let newer = segmentVelocity(samples[1], samples[2])
        return newer + (older - newer).scaled(by: VelocitySampler.previousSampleWeight)
    }

    private func segmentVelocity(_ a: (time: Double, value: V), _ b: (time: Double, value: V)) -> V {
        (b.value - a.value).scaled(by: 1 / (b.time - a.time))
    }
}
