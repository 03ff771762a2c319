import KinemaRender

/// A run of text: wrapped at word boundaries to the width it is offered, one cell per column.
///
/// ```swift
/// Text("Cats").bold().foregroundColor(.cyan)
/// ```
///
/// The string is sanitised when the text is created: control characters and escape sequences can
/// never reach the terminal.
public struct Text: View, Equatable {
    let content: String
    var color: Color?
    var attributes: TextAttributes = []

    /// Creates text showing `content` verbatim (after sanitising); `"\n"` starts a new line.
    public init<S: StringProtocol>(_ content: S) {
        self.content = Self.sanitized(String(content))
    }

    /// Creates text showing `content` verbatim (after sanitising); `"\n"` starts a new line.
    public init(verbatim content: String) {
        self.content = Self.sanitized(content)
    }

    /// Every line sanitised on its own, so line breaks survive and nothing else can reach the
    /// terminal as a control sequence.
    private static func sanitized(_ content: String) -> String {
        content.split(separator: "\n", omittingEmptySubsequences: false)
            .map { TextSanitizer.sanitize(String($0)) }
            .joined(separator: "\n")
    }

    /// This text in `color` (overrides the environment's foreground colour).
    public func foregroundColor(_ color: Color?) -> Text {
        var text = self
        text.color = color
        return text
    }

    /// This text in `color`.
    public func foregroundStyle(_ color: Color) -> Text { foregroundColor(color) }

    /// This text in bold (or not).
    public func bold(_ isActive: Bool = true) -> Text { adding(.bold, isActive) }
    /// This text in italics (or not).
    public func italic(_ isActive: Bool = true) -> Text { adding(.italic, isActive) }
    /// This text underlined (or not).
    public func underline(_ isActive: Bool = true) -> Text { adding(.underline, isActive) }
    /// This text struck through (or not).
    public func strikethrough(_ isActive: Bool = true) -> Text { adding(.strikethrough, isActive) }
    /// This text dimmed (or not).
    public func dim(_ isActive: Bool = true) -> Text { adding(.dim, isActive) }

    private func adding(_ attribute: TextAttributes, _ isActive: Bool) -> Text {
        var text = self
        if isActive { text.attributes.insert(attribute) } else { text.attributes.remove(attribute) }
        return text
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

extension Text: PrimitiveView {
    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        TextNode(runtime: runtime, parent: parent, environment: environment)
    }
}
