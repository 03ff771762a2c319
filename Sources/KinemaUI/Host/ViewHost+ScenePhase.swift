extension ViewHost {
    /// The phase of the hosted scene, in every view's `@Environment(\.scenePhase)`
    /// (``ScenePhase/active`` at start).
    ///
    /// Setting it applies the change at once: the views that read the phase are updated and their
    /// `onChange(of: scenePhase)` handlers run before the setter returns, so a host about to stop
    /// (the terminal host before Ctrl-Z suspends the process) lets the app save its work first.
    /// The terminal host also sets it from focus reports (see ``HostEvent/windowFocus(_:)``).
    public var scenePhase: ScenePhase {
        get { runtime.root.environment.scenePhase }
        set {
            guard newValue != scenePhase else { return }
            runtime.hostWork {
                runtime.updateRootEnvironment({ $0.scenePhase = newValue }, view: rootView)
                runtime.runPostUpdateActions()
                runtime.commit()
            }
            markNeedsDraw()
        }
    }

    /// Follows a focus report: focus-out makes an active scene inactive, focus-in makes an
    /// inactive scene active again (a suspended scene's phase is the host's to change).
    func windowFocusChanged(isFocused: Bool) {
        switch (scenePhase, isFocused) {
        case (.active, false): scenePhase = .inactive
        case (.inactive, true): scenePhase = .active
        default: break
        }
    }
}
