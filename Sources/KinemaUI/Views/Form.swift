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

    /// A form of `content`'s rows.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The rows in a vertical scroll view.
    public var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) { content }
                .padding(.horizontal, cells: 1)
                .frame(maxWidth: .infinity, alignment: .leading)
        }
        // A form fills the space it is offered, as SwiftUI's does, whatever stack it is in.
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}
