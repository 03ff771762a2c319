/// A button that pushes a screen onto the enclosing ``NavigationStack``: a value, shown by the
/// destination registered for its type with `.navigationDestination(for:destination:)`, or a view.
///
/// ```swift
/// NavigationLink("Dune", value: book)
/// NavigationLink(value: book) { BookRow(book: book) }
/// NavigationLink("Settings") { SettingsView() }
/// ```
///
/// It draws its label followed by `›`, takes focus like a button (Enter or Space pushes) and
/// pushes on a click. Outside a stack, or with a `nil` value, it is disabled (drawn dimmed). A
/// value that a typed path (`[Book]`) cannot hold is not pushed and is named in the host's
/// `diagnostics`; a value with no destination for its type is pushed and shows a warning screen
/// (as SwiftUI does), also named in `diagnostics`.
public struct NavigationLink<Label: View, Destination: View>: View {
    enum Target {
        case value(AnyHashable?)
        case view(Destination)
    }

    let target: Target
    let label: Label
    @Environment(\.navigationModel) private var model

    /// A link that pushes `value`.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) where Destination == Never {
        target = .value(value.map { AnyHashable($0) })
        self.label = label()
    }

    /// A link titled `title` that pushes `value`.
    public init<P: Hashable>(_ title: String, value: P?) where Label == Text, Destination == Never {
        target = .value(value.map { AnyHashable($0) })
        label = Text(title)
    }

    /// A link that pushes the view `destination` builds (not recorded on the path).
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        target = .view(destination())
        self.label = label()
    }

    /// A link titled `title` that pushes the view `destination` builds.
    public init(_ title: String, @ViewBuilder destination: () -> Destination) where Label == Text {
        target = .view(destination())
        label = Text(title)
    }

    /// A link that pushes `destination` (SwiftUI's earlier spelling).
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        target = .view(destination)
        self.label = label()
    }

    /// A button showing the label and `›`.
    public var body: some View {
        // Read in the body: the action runs later, outside it.
        let model = model
        Button(action: { activate(model) }) {
            HStack(spacing: 1) {
                label
                Text("›")
            }
        }
        .disabled(!isEnabled(model))
    }

    private func isEnabled(_ model: NavigationModel?) -> Bool {
        guard model != nil else { return false }
        if case .value(nil) = target { return false }
        return true
    }

    private func activate(_ model: NavigationModel?) {
        guard let model else { return }
        switch target {
        case .value(let value?):
            model.pushValue(value)
        case .value(nil):
            break
        case .view(let destination):
            model.push(.view { AnyView(destination) })
        }
    }
}
