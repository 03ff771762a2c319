/// A container for data entry and settings: SwiftUI's `Form`.
///
/// ```swift
/// Form {
///     Toggle("Notifications", isOn: $notifications)
///     Picker("Theme", selection: $theme) { … }
///     Stepper("Font size: \(size)", value: $size, in: 12...24)
/// }
/// ```
///
/// iOS draws a form as a grouped list; a terminal draws its rows one under another, aligned to the
/// leading edge, one column in from each side, in a vertical ``ScrollView`` so a long form scrolls
/// (wheel, arrow keys, Page Up/Down). Controls take the whole width of the row as in a settings
/// screen (a toggle's switch and a picker's menu sit at the right edge). Sections lay out in place,
/// header, rows and footer one after another, as in any stack.
public struct Form<Content: View>: View {
    let content: Content
    @Environment(\.formStyle) private var style

    /// A form of `content`'s rows.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The rows as the form style (``View/formStyle(_:)``) draws them.
    public var body: some View {
        let configuration = FormStyleConfiguration(content: FormStyleConfiguration.Content(content))
        if let style {
            style.makeBody(configuration: configuration)
        } else {
            AutomaticFormStyle().makeBody(configuration: configuration)
        }
    }
}
