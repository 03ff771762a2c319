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

private struct ReservesLineLimitSpaceKey: EnvironmentKey {
    static let defaultValue = false
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

    /// Whether text below takes all of ``lineLimit``'s lines even when it needs fewer.
    var reservesLineLimitSpace: Bool {
        get { self[ReservesLineLimitSpaceKey.self] }
        set { self[ReservesLineLimitSpaceKey.self] = newValue }
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
        let limit = number.map { max($0, 1) }
        return modifier(
            _EnvironmentModifier(
                transform: {
                    $0.lineLimit = limit
                    $0.reservesLineLimitSpace = false
                }, value: WatchedValue(limit)))
    }

    /// Limits text in this subtree to `limit` lines (at least one); with `reservesSpace`, text
    /// takes all of them even when it needs fewer.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> ModifiedContent<Self, _EnvironmentModifier> {
        let limit = max(limit, 1)
        return modifier(
            _EnvironmentModifier(
                transform: {
                    $0.lineLimit = limit
                    $0.reservesLineLimitSpace = reservesSpace
                }, value: WatchedValue(LineLimitSetting(limit: limit, reservesSpace: reservesSpace))))
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
    let limit: Int
    let reservesSpace: Bool
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
