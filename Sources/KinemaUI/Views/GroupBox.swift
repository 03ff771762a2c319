/// A box around related content, with an optional label: SwiftUI's `GroupBox`.
///
/// ```swift
/// GroupBox("Storage") {
///     ProgressView(value: 0.72)
///     Text("72 GB of 100 GB used")
/// }
/// ```
///
/// iOS draws it as a rounded, tinted panel; a terminal draws the panel's outline: a rounded border
/// one cell outside the content, with one column of padding inside, and the label written into the
/// top border (`╭─ Storage ──╮`) in bold, as terminal programs title their boxes. The box is as
/// large as its content, like SwiftUI's; give it `.frame(maxWidth: .infinity)` to fill a row.
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// A box with a label view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// The content in its border, the label over the top edge.
    public var body: some View {
        VStack(alignment: .leading, spacing: 0) { content }
            .padding(.horizontal, cells: 1)
            .border(.gray, style: .rounded)
            .overlay(alignment: .topLeading) {
                if Label.self != EmptyView.self {
                    HStack(spacing: 0) {
                        Text(" ")
                        label.bold()
                        Text(" ")
                    }
                    .lineLimit(1)
                    .padding(.leading, cells: 1)
                }
            }
    }
}

extension GroupBox where Label == EmptyView {
    /// A box without a label.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

extension GroupBox where Label == Text {
    /// A box titled `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}
