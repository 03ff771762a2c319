/// Which gestures an attached gesture leaves enabled: its own, those of the view's subviews, both
/// or neither (the `including:` argument of ``View/gesture(_:including:)``).
public struct GestureMask: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt8

    /// Creates a mask.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// No gesture: the attached one and the subviews' are all disabled.
    public static let none: GestureMask = []
    /// The attached gesture only; the subviews' gestures are disabled.
    public static let gesture = GestureMask(rawValue: 1)
    /// The subviews' gestures only; the attached gesture is disabled.
    public static let subviews = GestureMask(rawValue: 2)
    /// The attached gesture and the subviews' (the default).
    public static let all: GestureMask = [.gesture, .subviews]
}
