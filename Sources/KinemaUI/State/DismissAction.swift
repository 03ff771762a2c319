/// Ends the presentation of the root view: in a terminal app, quits and restores the terminal.
///
/// ```swift
/// @Environment(\.dismiss) private var dismiss
/// … .onKeyPress("q") { dismiss(); return .handled }
/// ```
public struct DismissAction: Sendable {
    let action: @MainActor @Sendable () -> Void

    /// Dismisses.
    @MainActor
    public func callAsFunction() { action() }
}

private struct DismissKey: EnvironmentKey {
    static let defaultValue = DismissAction(action: {})
}

extension EnvironmentValues {
    /// Dismisses the root view (quits the app when run in a terminal).
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }
}
