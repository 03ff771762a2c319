/// A row that shows or hides its content: SwiftUI's `DisclosureGroup`.
///
/// ```swift
/// DisclosureGroup("Advanced") {
///     Toggle("Debug logging", isOn: $debug)
/// }
/// ```
///
/// Drawn as `▸ Advanced` when collapsed and `▾ Advanced` when expanded, the content below indented
/// by two columns. The row is a button: a click, or Return or Space while it has focus (Tab reaches
/// it), toggles it; → expands and ← collapses. The change is animated with a short ease-out
/// (0.2 s), the content moving in and out with an opacity transition. With `isExpanded:` the state lives in the app's binding; without, the group
/// keeps its own (collapsed at first).
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let binding: Binding<Bool>?
    @State private var ownExpansion = false
    /// Whether the row has focus: arrow keys act only then (key handlers on screen also see keys
    /// no focused view took).
    @FocusState private var rowIsFocused: Bool

    /// A group whose expansion the group keeps itself, collapsed at first.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        binding = nil
    }

    /// A group expanded while `isExpanded` is true.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        binding = isExpanded
    }

    private var isExpanded: Binding<Bool> { binding ?? $ownExpansion }

    /// The row, then the content when expanded.
    public var body: some View {
        let isExpanded = isExpanded
        let expanded = isExpanded.wrappedValue
        return VStack(alignment: .leading, spacing: 0) {
            Button {
                Self.set(isExpanded, to: !expanded)
            } label: {
                HStack(spacing: 0) {
                    Text(expanded ? "▾ " : "▸ ")
                    label
                }
            }
            .buttonStyle(.plain)
            .focused($rowIsFocused)
            .onKeyPress(.rightArrow) {
                guard rowIsFocused else { return .ignored }
                Self.set(isExpanded, to: true)
                return .handled
            }
            .onKeyPress(.leftArrow) {
                guard rowIsFocused else { return .ignored }
                Self.set(isExpanded, to: false)
                return .handled
            }
            if expanded {
                VStack(alignment: .leading, spacing: 0) { content }
                    .padding(.leading, cells: 2)
                    .transition(.opacity)
            }
        }
    }

    /// Writes `value` with a short ease-out.
    private static func set(_ binding: Binding<Bool>, to value: Bool) {
        guard binding.wrappedValue != value else { return }
        withAnimation(.easeOut(duration: 0.2)) { binding.wrappedValue = value }
    }
}

extension DisclosureGroup where Label == Text {
    /// A group titled `title`, keeping its own expansion.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A group titled `title`, expanded while `isExpanded` is true.
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}
