import Foundation

/// A value with a label: a row of a settings form (`Version 1.0`), the label leading and the value
/// trailing, in the secondary style.
///
/// ```swift
/// Form {
///     LabeledContent("Version", value: "1.0")
///     LabeledContent("Count") { Text("\(count)") }
///     LabeledContent {
///         Slider(value: $volume)
///     } label: {
///         Label("Volume", systemImage: "speaker.wave.2")
///     }
/// }
/// ```
///
/// The ``LabeledContentStyle`` of the environment (``View/labeledContentStyle(_:)``) decides the
/// look. The automatic style puts the label at the leading edge and the content at the trailing
/// edge, filling the width it is offered (a row of a ``List`` or ``Form``), with the content in
/// the ``HierarchicalShapeStyle/secondary`` foreground; `.labelsHidden()` shows the content alone.
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    /// Made from a style's configuration: drawn in the automatic style, not the environment's
    /// (which is the style calling it, and would call it again forever).
    var usesAutomaticStyle = false
    @Environment(\.labeledContentStyle) private var style

    /// Labeled content with a content view and a label view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// The label and the content, as the style draws them.
    public var body: some View {
        let configuration = LabeledContentStyleConfiguration(
            label: LabeledContentStyleConfiguration.Label(label),
            content: LabeledContentStyleConfiguration.Content(content))
        let style = usesAutomaticStyle ? nil : style
        return (style ?? AnyLabeledContentStyle(AutomaticLabeledContentStyle())).makeBody(configuration: configuration)
    }
}

extension LabeledContent where Label == Text {
    /// Labeled content titled `title`, showing the content view given.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A text value titled `title` (`LabeledContent("Version", value: "1.0")`).
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }

    /// A value titled `title`, shown as `format` formats it
    /// (`LabeledContent("Price", value: price, format: .number.precision(.fractionLength(2)))`).
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(format.format(value)) }, label: { Text(title) })
    }
}

extension LabeledContent
where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
    /// The labeled content of `configuration` in the automatic style: for a style that adds to
    /// the automatic look.
    public init(_ configuration: LabeledContentStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
        usesAutomaticStyle = true
    }
}
