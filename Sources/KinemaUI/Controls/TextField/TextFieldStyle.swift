/// How text fields below look (``View/textFieldStyle(_:)``).
///
/// As in SwiftUI, the built-in styles are the only ones: ``automatic``, ``roundedBorder`` and
/// ``plain``. In a terminal:
///
/// - `.automatic`: one row, the field's columns underlined, so an empty field shows where to type;
/// - `.roundedBorder`: the text inside a rounded box (three rows), the box in the tint colour while
///   the field has focus;
/// - `.plain`: the text alone.
@MainActor
@preconcurrency
public protocol TextFieldStyle {
    /// Which built-in look the style is (the runtime draws it; styles cannot be written outside
    /// Kinema, as in SwiftUI).
    var _look: _TextFieldLook { get }
}

/// The looks of the built-in text field styles.
public enum _TextFieldLook: Hashable, Sendable {
    /// The columns underlined.
    case underlined
    /// A rounded box.
    case roundedBorder
    /// The text alone.
    case plain
}

/// The default text field style: one row, underlined.
public struct DefaultTextFieldStyle: TextFieldStyle {
    /// Creates the style.
    public init() {}
    /// Underlined.
    public var _look: _TextFieldLook { .underlined }
}

/// A text field in a rounded box, the box tinted while the field has focus.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// Creates the style.
    public init() {}
    /// A rounded box.
    public var _look: _TextFieldLook { .roundedBorder }
}

/// A text field without decoration.
public struct PlainTextFieldStyle: TextFieldStyle {
    /// Creates the style.
    public init() {}
    /// The text alone.
    public var _look: _TextFieldLook { .plain }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The default style (``DefaultTextFieldStyle``).
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A rounded box (``RoundedBorderTextFieldStyle``).
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// No decoration (``PlainTextFieldStyle``).
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

private struct TextFieldLookKey: EnvironmentKey {
    static let defaultValue = _TextFieldLook.underlined
}

extension EnvironmentValues {
    /// The look of text fields below (``View/textFieldStyle(_:)``).
    var textFieldLook: _TextFieldLook {
        get { self[TextFieldLookKey.self] }
        set { self[TextFieldLookKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the text fields and secure fields in this view.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.textFieldLook, style._look)
    }
}
