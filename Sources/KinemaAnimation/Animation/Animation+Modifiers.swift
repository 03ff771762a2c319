extension Animation {
    /// Starts after `delay` seconds; the old value holds meanwhile. NaN, infinite or negative means 0;
    /// a longer delay than ``maximumDuration`` is clamped to it.
    public func delay(_ delay: Double) -> Animation {
        Animation(DelayAnimation(base: self, delay: delay))
    }

    /// Runs `speed` times as fast. NaN, infinite or non-positive means 1; otherwise clamped to 0.01…100.
    public func speed(_ speed: Double) -> Animation {
        Animation(SpeedAnimation(base: self, speed: speed))
    }

    /// Runs `repeatCount` passes (forward and backward each count when autoreversing). A count ≤ 0
    /// means one pass. All passes together end within ``maximumDuration``; a base that takes no time
    /// finishes at once.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        Animation(RepeatAnimation(base: self, repeatCount: repeatCount, autoreverses: autoreverses))
    }

    /// Repeats for ever: the only way an animation never finishes (unless its base takes no time,
    /// which finishes at once).
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation(RepeatAnimation(base: self, repeatCount: nil, autoreverses: autoreverses))
    }

    /// Reports logical completion (firing `.logicallyComplete` completions) once `duration` seconds have
    /// passed, whatever the base reports. NaN or negative means 0.
    public func logicallyComplete(after duration: Double) -> Animation {
        Animation(LogicalCompletionAnimation(base: self, duration: duration))
    }
}
