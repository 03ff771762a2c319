private struct LabelsHiddenKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether controls below leave out their labels (``View/labelsHidden()``).
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

extension View {
    /// Hides the labels of the controls in this view: a toggle shows only its switch, a slider
    /// only its track, a stepper only its buttons, a picker only its choices. The label is still
    /// the control's name in code; a terminal has no accessibility tree to give it to.
    ///
    /// ```swift
    /// Toggle("Wi-Fi", isOn: $wifi).labelsHidden()
    /// ```
    public func labelsHidden() -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.labelsHidden, true)
    }
}
