import KinemaRender

private struct FontKey: EnvironmentKey {
    static let defaultValue: Font? = nil
}

private struct FontWeightKey: EnvironmentKey {
    static let defaultValue: Font.Weight? = nil
}

private struct LineLimitKey: EnvironmentKey {
    static let defaultValue: Int? = nil
}

private struct MinimumLineCountKey: EnvironmentKey {
    static let defaultValue = 0
}

private struct MultilineTextAlignmentKey: EnvironmentKey {
    static let defaultValue = TextAlignment.leading
}

private struct TruncationModeKey: EnvironmentKey {
    static let defaultValue = Text.TruncationMode.tail
}

extension EnvironmentValues {
    /// The font of text below that sets none itself (`.font(_:)`); `nil` means ``Font/body``.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// The weight `.fontWeight(_:)` gave text below, overriding its font's.
    var fontWeight: Font.Weight? {
        get { self[FontWeightKey.self] }
        set { self[FontWeightKey.self] = newValue }
    }

    /// The most lines a text below takes (`.lineLimit(_:)`); `nil` for no limit.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// The fewest lines a text below takes, blank ones added below its own (`.lineLimit(2...)`,
    /// `.lineLimit(3, reservesSpace: true)`); 0 for none.
    var minimumLineCount: Int {
        get { self[MinimumLineCountKey.self] }
        set { self[MinimumLineCountKey.self] = newValue }
    }

    /// How the lines of multi-line text below line up (`.multilineTextAlignment(_:)`).
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }

    /// Where text below that does not fit is cut (`.truncationMode(_:)`).
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }
}

extension View {
    /// Sets the font of text in this subtree that sets none itself (see ``Font`` for what a terminal
    /// draws).
    public func font(_ font: Font?) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.font, font)
    }

    /// Sets the weight of text in this subtree: bold from semibold up, dim up to light.
    public func fontWeight(_ weight: Font.Weight?) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.fontWeight, weight)
    }

    /// Strikes through text in this subtree.
    public func strikethrough(_ isActive: Bool = true) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(
            _EnvironmentModifier(
                transform: { if isActive { $0.textAttributes.insert(.strikethrough) } },
                value: WatchedValue(isActive)))
    }

    /// Asks text in this subtree for digits of one width: terminal digits always are one column
    /// wide, so the view is returned unchanged.
    public func monospacedDigit() -> Self { self }

    /// Asks text in this subtree for a monospaced font: every terminal character already takes
    /// whole cells, so the view is returned unchanged.
    public func monospaced(_ isActive: Bool = true) -> Self { self }

    /// Limits text in this subtree to `number` lines (at least one); the last line shown ends in an
    /// ellipsis when text is cut. `nil` removes the limit.
    public func lineLimit(_ number: Int?) -> ModifiedContent<Self, _EnvironmentModifier> {
        lineLimits(minimum: 0, maximum: number.map { max($0, 1) })
    }

    /// Limits text in this subtree to `limit` lines (at least one); with `reservesSpace`, text
    /// takes all of them even when it needs fewer (the lines it does not need are blank).
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> ModifiedContent<Self, _EnvironmentModifier> {
        let limit = max(limit, 1)
        return lineLimits(minimum: reservesSpace ? limit : 0, maximum: limit)
    }

    /// Makes text in this subtree take between `limit.lowerBound` and `limit.upperBound` lines:
    /// fewer lines of text are padded with blank ones to the lower bound, more are cut at the
    /// upper (the last one shown ends in an ellipsis). A text field with `axis: .vertical` in
    /// SwiftUI grows within the range; Kinema's fields are one line, so there it limits only
    /// `Text`. Bounds below one count as one.
    ///
    /// ```swift
    /// Text(review.body).lineLimit(2...4)
    /// ```
    public func lineLimit(_ limit: ClosedRange<Int>) -> ModifiedContent<Self, _EnvironmentModifier> {
        let upper = max(limit.upperBound, 1)
        return lineLimits(minimum: min(max(limit.lowerBound, 1), upper), maximum: upper)
    }

    /// Makes text in this subtree take at least `limit.lowerBound` lines (blank ones added below
    /// shorter text), with no upper limit.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> ModifiedContent<Self, _EnvironmentModifier> {
        lineLimits(minimum: max(limit.lowerBound, 1), maximum: nil)
    }

    /// Limits text in this subtree to at most `limit.upperBound` lines (at least one), as
    /// `lineLimit(limit.upperBound)` does.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> ModifiedContent<Self, _EnvironmentModifier> {
        lineLimits(minimum: 0, maximum: max(limit.upperBound, 1))
    }

    /// The environment change every `lineLimit` makes: at least `minimum`, at most `maximum` lines
    /// (`nil`: no limit). The minimum is capped so that no text is asked for more than a screen
    /// of blank lines by a huge bound.
    private func lineLimits(minimum: Int, maximum: Int?) -> ModifiedContent<Self, _EnvironmentModifier> {
        let minimum = min(max(minimum, 0), CellBuffer.maximumDimension)
        return modifier(
            _EnvironmentModifier(
                transform: {
                    $0.lineLimit = maximum
                    $0.minimumLineCount = minimum
                }, value: WatchedValue(LineLimitSetting(minimum: minimum, maximum: maximum))))
    }

    /// Lines up the lines of multi-line text in this subtree: each line is placed in the width of
    /// the text's widest line.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.multilineTextAlignment, alignment)
    }

    /// Sets where text in this subtree that does not fit is cut.
    public func truncationMode(_ mode: Text.TruncationMode) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.truncationMode, mode)
    }
}

private struct LineLimitSetting: Equatable {
    let minimum: Int
    let maximum: Int?
}

extension Text {
    /// The attributes of `run` drawn in `environment`: its font's (or the environment's, or body's)
    /// weight, size and italics, its own attributes, and the environment's.
    static func attributes(of run: Run, in environment: EnvironmentValues) -> TextAttributes {
        let font = run.font ?? environment.font ?? .body
        var attributes = font.attributes
        if let weight = run.weight ?? environment.fontWeight {
            // An explicit weight replaces the font's bold or dim (a large size stays bold unless
            // the weight is light).
            attributes.subtract([.bold, .dim])
            attributes.formUnion(
                font.weight(weight).attributes.intersection([.bold, .dim]))
        }
        attributes.formUnion(run.attributes)
        attributes.formUnion(environment.textAttributes)
        return attributes
    }
}
