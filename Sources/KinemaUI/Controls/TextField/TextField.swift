/// A control that edits a line of text.
///
/// ```swift
/// @State private var name = ""
///
/// TextField("Name", text: $name)
///     .textFieldStyle(.roundedBorder)
///     .onSubmit { save(name) }
/// ```
///
/// Click it or Tab to it to type. The cursor moves by characters as a reader sees them (`é`, a
/// flag or a family emoji is one step, a wide character two columns), and text wider than the
/// field scrolls sideways to keep the cursor in view. Keys (Alt is Option):
///
/// | key | does |
/// |---|---|
/// | ← → | move one character (with Shift: select) |
/// | Alt-← Alt-→, Ctrl-← Ctrl-→, Alt-B Alt-F | move one word (with Shift: select) |
/// | Home End, Ctrl-A Ctrl-E | move to the start or end (with Shift: select) |
/// | Backspace, Ctrl-H / Delete, Ctrl-D | delete the selection or one character |
/// | Alt-Backspace, Ctrl-W / Alt-Delete, Ctrl-Delete, Alt-D | delete to the word's start / end |
/// | Ctrl-U / Ctrl-K | delete to the start / end |
/// | Return | run the ``View/onSubmit(of:_:)`` actions |
/// | Esc | leave the field (focus goes nowhere) |
/// | Tab, Shift-Tab | next or previous control |
///
/// The mouse: a click places the cursor, a drag selects, a double click selects a word, a triple
/// click everything. A paste arrives as one event and is inserted whole (line breaks and tabs
/// become spaces, other control characters and bidirectional overrides are dropped); typing
/// after a 1 MB paste costs what it costs in an empty field. Typed and pasted text replaces the
/// selection.
///
/// While the field has focus, Ctrl-C still quits an app run by `TerminalApp`, and letter keys type:
/// an app that quits on `q` should let Esc leave the field first.
///
/// The placeholder (`prompt`, or the title when there is none) shows dimmed while the text is
/// empty. A field proposed no width takes the width of its text plus a column for the cursor.
/// Disabled (``View/disabled(_:)``), it draws dimmed and takes neither focus nor input.
public struct TextField<Label: View>: View {
    let text: Binding<String>
    let prompt: Text?
    let label: Label

    /// A field whose placeholder is `title`.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) where Label == Text {
        self.text = text
        prompt = nil
        label = Text(title)
    }

    /// A field with a placeholder `prompt`; `title` names the field (in SwiftUI, for
    /// accessibility; a terminal has no accessibility tree, so only the prompt is drawn).
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) where Label == Text {
        self.text = text
        self.prompt = prompt
        label = Text(title)
    }

    /// A field with a placeholder `prompt` and a label view. The label is not drawn, as in
    /// SwiftUI on iOS (it names the field for accessibility); when there is no prompt and the
    /// label is a ``Text``, its text is the placeholder.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text
        self.prompt = prompt
        self.label = label()
    }

    /// The editable line, drawn in the style of ``View/textFieldStyle(_:)``.
    public var body: some View {
        _TextFieldCore(
            value: text.wrappedValue, binding: text, placeholder: prompt ?? (label as? Text), isSecure: false)
    }
}

/// A text field that shows a dot for every character typed, for passwords.
///
/// ```swift
/// SecureField("Password", text: $password)
///     .onSubmit { logIn() }
/// ```
///
/// It edits like a ``TextField``, except that word moves and word deletions go to the start or
/// end of the text, so the dots never show where the words are.
public struct SecureField<Label: View>: View {
    let text: Binding<String>
    let prompt: Text?
    let label: Label

    /// A secure field whose placeholder is `title`.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) where Label == Text {
        self.text = text
        prompt = nil
        label = Text(title)
    }

    /// A secure field with a placeholder `prompt` (the title is not drawn, see
    /// ``TextField/init(_:text:prompt:)``).
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) where Label == Text {
        self.text = text
        self.prompt = prompt
        label = Text(title)
    }

    /// A secure field with a placeholder `prompt` and a label view (not drawn; see
    /// ``TextField/init(text:prompt:label:)``).
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text
        self.prompt = prompt
        self.label = label()
    }

    /// The editable line, masked.
    public var body: some View {
        _TextFieldCore(
            value: text.wrappedValue, binding: text, placeholder: prompt ?? (label as? Text), isSecure: true)
    }
}

/// The editable line of a ``TextField`` or ``SecureField``: the runtime draws it and handles its
/// keys, presses and pastes.
public struct _TextFieldCore: View, PrimitiveView {
    let value: String
    let binding: Binding<String>
    let placeholder: Text?
    let isSecure: Bool

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        TextFieldNode(runtime: runtime, parent: parent, environment: environment)
    }

    /// A primitive view: the runtime implements it, it has no body.
    public typealias Body = Never
}
