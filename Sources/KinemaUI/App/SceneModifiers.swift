import Observation

/// A scene with a modifier applied to the content of its window (made by the scene modifiers
/// `onChange(of:initial:_:)`, ``Scene/environment(_:_:)`` …).
public struct _ModifiedScene<Content: Scene>: Scene, PrimitiveScene {
    let content: Content
    let modify: @MainActor (any View) -> any View
    var units: LayoutUnits?

    /// A primitive scene: the host runs it.
    public typealias Body = Never

    func primaryWindow() -> SceneWindow? {
        guard var window = content.resolvedWindow() else { return nil }
        window.content = modify(window.content)
        if let units { window.units = units }
        return window
    }
}

extension Scene {
    /// Runs `action(old, new)` after an update in which `value` changed (and once when the scene
    /// appears when `initial` is true, with equal values), as `View.onChange(of:initial:_:)` does
    /// at the root of the scene's window.
    ///
    /// ```swift
    /// WindowGroup { ContentView() }
    ///     .onChange(of: scenePhase) { _, phase in if phase == .background { save() } }
    /// ```
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false,
        _ action: @escaping @MainActor (_ oldValue: V, _ newValue: V) -> Void
    ) -> _ModifiedScene<Self> {
        _ModifiedScene(content: self) { $0.erasedForScene.onChange(of: value, initial: initial, action) }
    }

    /// Runs `action` after an update in which `value` changed (and once when the scene appears when
    /// `initial` is true).
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping @MainActor () -> Void
    ) -> _ModifiedScene<Self> {
        onChange(of: value, initial: initial) { (_: V, _: V) in action() }
    }

    /// Sets the environment value at `keyPath` for every view of the scene.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> _ModifiedScene<Self> {
        _ModifiedScene(content: self) { $0.erasedForScene.environment(keyPath, value) }
    }

    /// Puts `object`, an `@Observable` model, in the environment of every view of the scene, where
    /// views read it with `@Environment(Model.self)`.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> _ModifiedScene<Self> {
        _ModifiedScene(content: self) { $0.erasedForScene.environment(object) }
    }
}

extension Scene {
    /// Lays the scene's window out in `units` (Kinema): `.points` for SwiftUI code sized in points
    /// (a `.frame(width: 240)`, `spacing: 16`), which a terminal shows at 8 × 16 points per cell or
    /// the terminal's real cell size; cells, Kinema's native unit, by default. See ``LayoutUnits``.
    ///
    /// ```swift
    /// WindowGroup { ContentView() }
    ///     .layoutUnits(.points)
    /// ```
    public func layoutUnits(_ units: LayoutUnits) -> _ModifiedScene<Self> {
        _ModifiedScene(content: self, modify: { $0 }, units: units)
    }
}

extension View {
    /// The view as an `AnyView`'s content (opens the existential a scene modifier holds).
    fileprivate var erasedForScene: AnyView { AnyView(self) }
}
