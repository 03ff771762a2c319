/// Whether `actual` is within `relative` of `expected` (or within `absolute` near zero).
public func isClose(_ actual: Double, _ expected: Double, relative: Double = 1e-6, absolute: Double = 1e-9) -> Bool {
    abs(actual - expected) <= max(abs(expected) * relative, absolute)
}

/// Frame times from `start` in steps of `1/fps`, accumulated by repeated addition as a frame loop
/// does (so the float drift matches the spec's reference script).
public func frameTimes(from start: Double = 0, fps: Double = 60, count: Int) -> [Double] {
    var times: [Double] = []
    var time = start
    for _ in 0..<count {
        time += 1 / fps
        times.append(time)
    }
    return times
}
