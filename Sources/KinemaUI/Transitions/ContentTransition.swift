import KinemaAnimation

/// How the content of a leaf view — chiefly ``Text`` — changes when it is replaced in an animated
/// update, as opposed to how the view is inserted or removed (``Transition``).
///
/// ```swift
/// Text("\(score)")
///     .contentTransition(.numericText(value: Double(score)))
/// Button("Add") { withAnimation { score += 1 } }
/// ```
///
/// Content transitions take effect only inside an animated transaction, whose animation times them.
/// In a terminal:
///
/// - ``identity``: the new text replaces the old at once.
/// - ``opacity``: the old text fades out while the new one fades in, in the same cells.
/// - ``interpolate``: as ``opacity`` — cells have no glyph outlines, weights or positions between
///   cells to interpolate, which is what SwiftUI falls back to for unlike strings too.
/// - ``numericText(countsDown:)`` and ``numericText(value:)``: the characters both strings share at
///   the start and at the end stay put; each changed digit rolls through the digits between its old
///   and new value like an odometer wheel — upward (each next digit enters from below) when counting
///   up, downward when counting down — and other changed characters fade out and in. The direction
///   of ``numericText(value:)`` comes from the sign of the change of `value`.
///
/// Under reduced motion (``EnvironmentValues/accessibilityReduceMotion``) numeric text cross-fades
/// instead of rolling.
public struct ContentTransition: Equatable, Sendable {
    enum Storage: Equatable, Sendable {
        case identity
        case opacity
        case interpolate
        case numericText(countsDown: Bool)
        case numericValue(Double)
    }

    let storage: Storage

    /// No transition: the new content replaces the old at once.
    public static let identity = ContentTransition(storage: .identity)
    /// A cross-fade between the old and the new content.
    public static let opacity = ContentTransition(storage: .opacity)
    /// Interpolates the content where it can; in cells, a cross-fade.
    public static let interpolate = ContentTransition(storage: .interpolate)

    /// Rolls changed digits, counting up (the next digit enters from below) or down.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(storage: .numericText(countsDown: countsDown))
    }

    /// Rolls changed digits in the direction of the change of `value` (up when it grew).
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(storage: .numericValue(value))
    }

    /// Whether the content rolls (numeric text) rather than fades.
    var rolls: Bool {
        switch storage {
        case .numericText, .numericValue: true
        default: false
        }
    }

    /// Equal transitions; two numeric values count as the same kind of transition (the value only
    /// gives a direction).
    func isSameKind(as other: ContentTransition) -> Bool {
        switch (storage, other.storage) {
        case (.numericValue, .numericValue): true
        default: storage == other.storage
        }
    }
}

private struct ContentTransitionKey: EnvironmentKey {
    static let defaultValue = ContentTransition.identity
}

extension EnvironmentValues {
    /// How leaf views below change their content in animated updates (see ``ContentTransition``).
    public var contentTransition: ContentTransition {
        get { self[ContentTransitionKey.self] }
        set { self[ContentTransitionKey.self] = newValue }
    }
}

extension View {
    /// Sets how the content of the leaf views in this view (its texts) changes in animated updates.
    ///
    /// ```swift
    /// Text("\(count)").contentTransition(.numericText(countsDown: count < previous))
    /// ```
    public func contentTransition(_ transition: ContentTransition) -> some View {
        environment(\.contentTransition, transition)
    }
}
