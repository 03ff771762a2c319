/// A title with an icon: the way SwiftUI shows an item of a list or menu.
///
/// ```swift
/// Label("Notifications", systemImage: "bell")
/// Label { Text("Storage").bold() } icon: { Image(systemName: "externaldrive") }
/// ```
///
/// The ``LabelStyle`` in the environment (``View/labelStyle(_:)``) decides what shows: by default
/// the icon, a column of space and the title.
public struct Label<Title: View, Icon: View>: View {
    private let title: Title
    private let icon: Icon
    @Environment(\.labelStyle) private var style

    /// A label with the title and icon views given.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    /// The label, as its style draws it.
    public var body: some View {
        let configuration = LabelStyleConfiguration(
            title: LabelStyleConfiguration.Title(title), icon: LabelStyleConfiguration.Icon(icon))
        return (style ?? AnyLabelStyle(DefaultLabelStyle())).makeBody(configuration: configuration)
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label titled `title` with the SF Symbol `systemImage` as its icon (see ``Image``).
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// A label titled `title` with the image the app registered as `image` as its icon.
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// The label of `configuration` as it is: for a style that adds to the default look.
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}
