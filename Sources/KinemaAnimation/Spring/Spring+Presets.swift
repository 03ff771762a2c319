extension Spring {
    /// No bounce: duration 0.5, bounce 0 (the same as `Spring()`).
    public static let smooth = Spring.smooth()
    /// A little bounce: duration 0.5, bounce 0.15.
    public static let snappy = Spring.snappy()
    /// Noticeable bounce: duration 0.5, bounce 0.3.
    public static let bouncy = Spring.bouncy()

    /// A smooth spring with `extraBounce` added to its bounce of 0.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }

    /// A snappy spring with `extraBounce` added to its bounce of 0.15.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A bouncy spring with `extraBounce` added to its bounce of 0.3.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}
