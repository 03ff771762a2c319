/// What a screen shows when it has nothing to show: no messages yet, no search results, a network
/// error. A label (icon above a bold title), a description and actions, centred in the space
/// offered.
///
/// ```swift
/// List(filteredPeople) { PersonRow(person: $0) }
///     .overlay {
///         if filteredPeople.isEmpty {
///             ContentUnavailableView("No People", systemImage: "person.slash",
///                                    description: Text("Add someone."))
///         }
///     }
///
/// ContentUnavailableView {
///     Label("No Mail", systemImage: "tray")
/// } description: {
///     Text("New mail you receive will appear here.")
/// } actions: {
///     Button("Refresh") { refresh() }
/// }
///
/// ContentUnavailableView.search(text: query)
/// ```
///
/// In a terminal: the view takes all the space offered (as SwiftUI's does) and centres one column of
/// lines in it, one empty line apart: the label's icon on its own line above its title in bold, the
/// description centred in the secondary foreground, the actions below. A ``Label`` passed as the
/// label is drawn that way whatever the environment's ``LabelStyle``.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// A view with a label, and optionally a description and actions.
    public init(
        @ViewBuilder label: () -> Label,
        @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    /// The label, description and actions, centred.
    public var body: some View {
        VStack(spacing: 1) {
            label
                .labelStyle(UnavailableLabelStyle())
                .bold()
            description
                .multilineTextAlignment(.center)
                .foregroundStyle(.secondary)
            actions
        }
        .multilineTextAlignment(.center)
        .padding(.horizontal, 1)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension ContentUnavailableView where Label == KinemaUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// A view titled `title` with the SF Symbol `systemImage` above the title and an optional
    /// description.
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { KinemaUI.Label(title, systemImage: name) }, description: { description })
    }

    /// A view titled `title` with the image the app registered as `image` above the title and an
    /// optional description.
    public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
        self.init(label: { KinemaUI.Label(title, image: name) }, description: { description })
    }

    /// What a search with no results shows: "No Results" with a magnifying glass and "Check the
    /// spelling or try a new search."
    public static var search: ContentUnavailableView<Label, Description, Actions> {
        ContentUnavailableView(
            "No Results", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))
    }

    /// What a search for `text` with no results shows: `No Results for "text"` with a magnifying
    /// glass and "Check the spelling or try a new search." An empty `text` gives ``search``.
    public static func search(text: String) -> ContentUnavailableView<Label, Description, Actions> {
        guard !text.isEmpty else { return search }
        return ContentUnavailableView(
            "No Results for \u{201C}\(text)\u{201D}", systemImage: "magnifyingglass",
            description: Text("Check the spelling or try a new search."))
    }
}

/// How a ``ContentUnavailableView`` draws its label: the icon on its own line above the title.
private struct UnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 0) {
            configuration.icon
            configuration.title
        }
    }
}
