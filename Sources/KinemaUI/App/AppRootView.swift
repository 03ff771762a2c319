/// The root view of a running ``App``: the content of the app's first ``WindowGroup``, with the
/// scene modifiers applied.
///
/// It reflects as the app value, so the app's own dynamic properties (`@Environment`, `@State`)
/// are installed on this view's node, as a view's are: the app's ``App/body`` is evaluated as this
/// view's body, and again whenever what it read changes (the scene phase, the app's state).
package struct AppRootView<Root: App>: View, CustomReflectable {
    // nonisolated(unsafe) is safe: views are made and read on the main actor only; the one
    // nonisolated reader, `customMirror`, is called by the runtime's main-actor property install.
    nonisolated(unsafe) let app: Root

    /// The root view of `app`.
    package init(_ app: Root) {
        self.app = app
    }

    package var body: some View {
        // An app whose body stops yielding a window shows nothing (the host checked there was one
        // at start, see `App.primaryWindow()`).
        app.body.resolvedWindow().map { AnyView($0.content) } ?? AnyView(EmptyView())
    }

    /// The app's own stored properties, so the runtime installs them as this view's.
    nonisolated package var customMirror: Mirror { Mirror(reflecting: app) }
}

/// What a host needs to know about an app's window before it runs it.
package struct AppWindowDescription: Equatable, Sendable {
    /// The title of the window group, when it has one.
    package var title: String?
    /// The identifier of the window group, when it has one.
    package var id: String?
    /// The units the window is laid out in, when the scene chose them.
    package var units: LayoutUnits?
}

extension App {
    /// The app's window (its first ``WindowGroup``): its title and identifier, or `nil` when the
    /// body has no window group. Evaluates ``body`` once, outside any view graph (so `@Environment`
    /// properties read their defaults and `@State` its initial value).
    package func primaryWindow() -> AppWindowDescription? {
        body.resolvedWindow().map { AppWindowDescription(title: $0.title, id: $0.id, units: $0.units) }
    }
}
