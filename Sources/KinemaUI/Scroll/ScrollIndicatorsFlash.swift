/// The `scrollIndicatorsFlash` modifiers above a scroll view.
struct ScrollIndicatorsFlashRequest: Sendable {
    /// Whether the indicators flash when a scroll view appears.
    var onAppear = false
    /// The values of `scrollIndicatorsFlash(trigger:)`, outermost first.
    var triggers: [ScrollIndicatorsFlashTrigger] = []
}

/// One `scrollIndicatorsFlash(trigger:)` value.
struct ScrollIndicatorsFlashTrigger: @unchecked Sendable {
    // @unchecked: the value is only compared on the main actor, by the scroll view nodes below the
    // modifier; the box crosses no isolation boundary, it only sits in `EnvironmentValues`.
    let value: any Equatable
}

private struct ScrollIndicatorsFlashKey: EnvironmentKey {
    static let defaultValue = ScrollIndicatorsFlashRequest()
}

extension EnvironmentValues {
    var scrollIndicatorsFlash: ScrollIndicatorsFlashRequest {
        get { self[ScrollIndicatorsFlashKey.self] }
        set { self[ScrollIndicatorsFlashKey.self] = newValue }
    }
}

extension View {
    /// Flashes the indicators of the scroll views in this view when they appear (`true`).
    ///
    /// A flash shows the automatic indicators as a scroll does — for 0.6 s, then fading over
    /// 0.3 s — without moving the content. Indicators hidden by ``View/scrollIndicators(_:axes:)``
    /// or `showsIndicators: false` do not flash, and `.visible` ones are shown anyway; a scroll view
    /// whose content fits has no indicator to flash.
    ///
    /// ```swift
    /// ScrollView { Text(terms) }
    ///     .scrollIndicatorsFlash(onAppear: true)
    /// ```
    public func scrollIndicatorsFlash(onAppear: Bool) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(
            _EnvironmentModifier(
                transform: { $0.scrollIndicatorsFlash.onAppear = onAppear }, value: WatchedValue(onAppear)))
    }

    /// Flashes the indicators of the scroll views in this view whenever `value` changes (as
    /// ``View/scrollIndicatorsFlash(onAppear:)`` describes; not for the first value).
    ///
    /// ```swift
    /// ScrollView { LogLines(lines: log) }
    ///     .scrollIndicatorsFlash(trigger: log.count)
    /// ```
    public func scrollIndicatorsFlash(
        trigger value: some Equatable
    ) -> ModifiedContent<Self, _EnvironmentModifier> {
        let trigger = ScrollIndicatorsFlashTrigger(value: value)
        return modifier(
            _EnvironmentModifier(
                transform: { $0.scrollIndicatorsFlash.triggers.append(trigger) }, value: WatchedValue(trigger)
            ))
    }
}

extension ScrollIndicatorsFlashTrigger: Equatable {
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.value.isEqual(toAny: rhs.value) }
}
