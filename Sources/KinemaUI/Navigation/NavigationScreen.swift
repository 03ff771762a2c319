import Observation

/// One screen of a ``NavigationStack`` above its root: a pushed value, or a view pushed by a
/// `NavigationLink(destination:)` or `.navigationDestination(isPresented:)`.
struct NavigationScreen: Identifiable {
    enum Content {
        /// A value on the path, shown by the destination registered for its type.
        case value(AnyHashable)
        /// A view pushed without a value (not on the path).
        case view(@MainActor () -> AnyView)
    }

    /// Unique within its stack, never reused (the stack's `ForEach` identity).
    let id: Int
    let content: Content
    /// The presentation that pushed this screen (`navigationDestination(isPresented:)`), if any.
    let presentation: Int?
    /// The item an `item:` presentation pushed this screen for.
    let identity: AnyHashable?
    /// Runs when the screen leaves the stack (sets an `isPresented` binding back to `false`).
    let onRemove: (@MainActor () -> Void)?
    /// The title and toolbar the screen's views declared.
    let context: NavigationScreenContext

    var value: AnyHashable? {
        if case .value(let value) = content { return value }
        return nil
    }
}

/// What the views of one screen declared about its bar: `.navigationTitle`, `.toolbar`.
///
/// Written by those modifiers' `onChange` actions (after an update, never during a body), read by
/// the screen's bar and by the back button of the screen above.
@Observable
@MainActor
final class NavigationScreenContext {
    var title: String?
    var toolbar: [ToolbarItemStorage] = []
    /// Whether `.navigationBarBackButtonHidden(true)` was applied in the screen.
    var hidesBackButton = false
    /// Whether `.toolbar(.hidden, for: .navigationBar)` was applied in the screen.
    var hidesBar = false
}

extension EnvironmentValues {
    /// The screen the views belong to, for `.navigationTitle` and `.toolbar`.
    var navigationScreen: NavigationScreenContext? {
        get { self[NavigationScreenKey.self] }
        set { self[NavigationScreenKey.self] = newValue }
    }

    /// The stack the views are in, for `NavigationLink` and `.navigationDestination`.
    var navigationModel: NavigationModel? {
        get { self[NavigationModelKey.self] }
        set { self[NavigationModelKey.self] = newValue }
    }
}

private struct NavigationScreenKey: EnvironmentKey {
    static let defaultValue: NavigationScreenContext? = nil
}

private struct NavigationModelKey: EnvironmentKey {
    static let defaultValue: NavigationModel? = nil
}
