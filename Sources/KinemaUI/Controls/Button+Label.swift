extension Button where Label == KinemaUI.Label<Text, Image> {
    /// Creates a button whose label is a ``Label`` titled `title` with the SF Symbol `systemImage`
    /// as its icon (SwiftUI's `Button("Add", systemImage: "plus") { … }`).
    ///
    /// The label draws in the ``LabelStyle`` of the environment: the icon, a space and the title by
    /// default; `.labelStyle(.iconOnly)` keeps the icon alone, `.titleOnly` the title. A symbol
    /// the catalog does not know draws as its placeholder (see ``Image``).
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(role: nil, action: action) { KinemaUI.Label(title, systemImage: systemImage) }
    }

    /// Creates a button with a role (a destructive button draws in red) whose label is a ``Label``
    /// titled `title` with the SF Symbol `systemImage` as its icon.
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void
    ) {
        self.init(role: role, action: action) { KinemaUI.Label(title, systemImage: systemImage) }
    }

    /// Creates a button whose label is a ``Label`` titled `title` with the image the app registered
    /// as `image` as its icon.
    public init<S: StringProtocol>(_ title: S, image: String, action: @escaping @MainActor () -> Void) {
        self.init(role: nil, action: action) { KinemaUI.Label(title, image: image) }
    }
}
