import KinemaRender

private struct TintKey: EnvironmentKey {
    static let defaultValue: Color? = nil
}

extension EnvironmentValues {
    /// The colour controls below draw their active parts in (`tint(_:)`); `nil` for each
    /// control's own default (the accent colour, green for a switch that is on).
    var tint: Color? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }
}

extension View {
    /// Sets the colour of the active parts of controls in this view: a switch that is on, the
    /// filled part of a slider and a progress bar, a checked checkbox, the selected segment of a
    /// picker, a focused rounded text field's box — and what the `.tint` shape style paints. `nil`
    /// restores each control's default.
    ///
    /// ```swift
    /// Toggle("Vibrate on Ring", isOn: $vibrates)
    ///     .tint(.orange)
    /// ```
    public func tint(_ tint: Color?) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(
            _EnvironmentModifier(
                transform: { environment in
                    environment.tint = tint
                    environment.tintStyle = tint.map(AnyShapeStyle.init)
                },
                value: WatchedValue(tint)))
    }
}
