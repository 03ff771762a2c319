import KinemaRender

private struct ForegroundColorKey: EnvironmentKey {
    static let defaultValue: Color? = nil
}

private struct TextAttributesKey: EnvironmentKey {
    static let defaultValue: TextAttributes = []
}

private struct StackAxisKey: EnvironmentKey {
    static let defaultValue: Axis? = nil
}

private struct IsEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

private struct IsFocusedKey: EnvironmentKey {
    static let defaultValue = false
}

private struct IsFocusEffectEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    /// The colour text and shapes use when they set none themselves (`.foregroundColor(_:)`).
    public var foregroundColor: Color? {
        get { self[ForegroundColorKey.self] }
        set { self[ForegroundColorKey.self] = newValue }
    }

    /// Attributes added to all text below (`.bold()`, `.italic()`, … on any view).
    public var textAttributes: TextAttributes {
        get { self[TextAttributesKey.self] }
        set { self[TextAttributesKey.self] = newValue }
    }

    /// Whether controls below react to input (`.disabled(_:)`).
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// Whether the nearest focusable ancestor (a button, a `.focusable()` view) has keyboard focus.
    public var isFocused: Bool {
        get { self[IsFocusedKey.self] }
        set { self[IsFocusedKey.self] = newValue }
    }

    /// Whether focusable views below draw their focus in inverse video (``View/focusEffectDisabled(_:)``).
    public var isFocusEffectEnabled: Bool {
        get { self[IsFocusEffectEnabledKey.self] }
        set { self[IsFocusEffectEnabledKey.self] = newValue }
    }

    /// The axis of the enclosing stack; spacers and dividers orient themselves along it.
    var stackAxis: Axis? {
        get { self[StackAxisKey.self] }
        set { self[StackAxisKey.self] = newValue }
    }
}
