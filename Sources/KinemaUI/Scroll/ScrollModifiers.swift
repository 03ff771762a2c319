import KinemaGeometry

/// What the scroll modifiers applied around a scroll view ask of it. Handed down the environment
/// to the nearest scroll view, which takes it and hands its own content an empty one (so a nested
/// scroll view does not report to its outer one's handlers).
struct ScrollConfiguration: Sendable {
    var phaseHandlers: [@MainActor (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void] = []
    var geometryObservers: [ScrollGeometryObserver] = []
    var defaultAnchor: UnitPoint?
    var position: ScrollPositionBox?
    var targetBehavior: ScrollTargetBehaviorBox?

    var isEmpty: Bool {
        phaseHandlers.isEmpty && geometryObservers.isEmpty && defaultAnchor == nil && position == nil
            && targetBehavior == nil
    }
}

/// One ``View/onScrollGeometryChange(for:of:action:)``: the transform, and the action run when its
/// result changes.
struct ScrollGeometryObserver: Sendable {
    let transform: @MainActor (ScrollGeometry) -> any Equatable
    let action: @MainActor (any Equatable, any Equatable) -> Void
}

private struct ScrollConfigurationKey: EnvironmentKey {
    static let defaultValue = ScrollConfiguration()
}

private struct IsScrollEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

private struct VerticalIndicatorKey: EnvironmentKey {
    static let defaultValue = ScrollIndicatorVisibility.automatic
}

private struct HorizontalIndicatorKey: EnvironmentKey {
    static let defaultValue = ScrollIndicatorVisibility.automatic
}

extension EnvironmentValues {
    /// Whether scroll views below scroll (``View/scrollDisabled(_:)`` turns it off).
    public var isScrollEnabled: Bool {
        get { self[IsScrollEnabledKey.self] }
        set { self[IsScrollEnabledKey.self] = newValue }
    }

    /// The visibility of vertical scroll indicators below.
    public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[VerticalIndicatorKey.self] }
        set { self[VerticalIndicatorKey.self] = newValue }
    }

    /// The visibility of horizontal scroll indicators below.
    public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[HorizontalIndicatorKey.self] }
        set { self[HorizontalIndicatorKey.self] = newValue }
    }

    var scrollConfiguration: ScrollConfiguration {
        get { self[ScrollConfigurationKey.self] }
        set { self[ScrollConfigurationKey.self] = newValue }
    }
}

extension View {
    /// Stops scroll views in this subtree from scrolling by wheel, keys or drag (a programmatic
    /// ``ScrollViewProxy/scrollTo(_:anchor:)`` still moves them, as in SwiftUI).
    public func scrollDisabled(_ disabled: Bool) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(
            _EnvironmentModifier(
                transform: { $0.isScrollEnabled = $0.isScrollEnabled && !disabled },
                value: WatchedValue(disabled)))
    }

    /// Sets the visibility of scroll indicators along `axes` for scroll views in this subtree.
    public func scrollIndicators(
        _ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]
    ) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(
            _EnvironmentModifier(
                transform: { environment in
                    if axes.contains(.vertical) { environment.verticalScrollIndicatorVisibility = visibility }
                    if axes.contains(.horizontal) {
                        environment.horizontalScrollIndicatorVisibility = visibility
                    }
                },
                value: WatchedValue(AxesAndVisibility(axes: axes, visibility: visibility))))
    }

    /// Where a scroll view starts, and where content smaller than it sits: `.bottom` starts a chat
    /// log at its end. `nil` is the top-leading corner.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(
            _EnvironmentModifier(
                transform: { $0.scrollConfiguration.defaultAnchor = anchor }, value: WatchedValue(anchor)))
    }

    /// Runs `action` when the scroll phase of the scroll view this modifies changes (after the
    /// update that changed it).
    public func onScrollPhaseChange(
        _ action: @escaping @MainActor (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void
    ) -> ModifiedContent<Self, _EnvironmentModifier> {
        onScrollPhaseChange { old, new, _ in action(old, new) }
    }

    /// Runs `action` when the scroll phase changes, with the geometry and velocity at the change.
    public func onScrollPhaseChange(
        _ action:
            @escaping @MainActor (
                _ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext
            ) -> Void
    ) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(
            _EnvironmentModifier(
                transform: { $0.scrollConfiguration.phaseHandlers.append(action) }, value: nil))
    }

    /// Runs `action` with the old and new value of `transform(geometry)` whenever it changes as the
    /// scroll view this modifies scrolls or resizes (after the update or frame that changed it; not
    /// for the first value).
    ///
    /// ```swift
    /// .onScrollGeometryChange(for: Bool.self) { $0.contentOffset.y > 0 } action: { _, scrolled in
    ///     showsShadow = scrolled
    /// }
    /// ```
    public func onScrollGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping @MainActor (ScrollGeometry) -> T,
        action: @escaping @MainActor (_ oldValue: T, _ newValue: T) -> Void
    ) -> ModifiedContent<Self, _EnvironmentModifier> {
        let observer = ScrollGeometryObserver(
            transform: { transform($0) },
            action: { old, new in
                if let old = old as? T, let new = new as? T { action(old, new) }
            })
        return modifier(
            _EnvironmentModifier(
                transform: { $0.scrollConfiguration.geometryObservers.append(observer) }, value: nil))
    }
}

/// The watched value of ``View/scrollIndicators(_:axes:)``.
private struct AxesAndVisibility: Equatable {
    let axes: Axis.Set
    let visibility: ScrollIndicatorVisibility
}

extension Equatable {
    /// Whether `other` is a value of this type equal to this one.
    func isEqual(toAny other: any Equatable) -> Bool { (other as? Self) == self }
}
