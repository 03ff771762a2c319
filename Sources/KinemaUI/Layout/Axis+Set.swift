extension Axis {
    /// A set of axes (`[.horizontal, .vertical]`), as a scroll view's `axes` take.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The bits of the set.
        public let rawValue: Int8

        /// Creates a set from its bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }

        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 2)
    }
}
