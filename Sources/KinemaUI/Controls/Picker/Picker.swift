/// A control that picks one of a set of tagged options.
///
/// ```swift
/// enum Flavor: Hashable { case chocolate, vanilla, strawberry }
/// @State private var flavor = Flavor.chocolate
///
/// Picker("Flavor", selection: $flavor) {
///     Text("Chocolate").tag(Flavor.chocolate)
///     Text("Vanilla").tag(Flavor.vanilla)
///     Text("Strawberry").tag(Flavor.strawberry)
/// }
/// .pickerStyle(.segmented)
/// ```
///
/// Each option is a view tagged with ``View/tag(_:)`` (options a `ForEach` makes are tagged with
/// their ids); the option whose tag equals the selection is selected. Three looks
/// (``View/pickerStyle(_:)``):
///
/// - ``MenuPickerStyle`` (`.menu`, and `.automatic`, as on iOS 16 and later and macOS): the label
///   on the left (unless ``View/labelsHidden()``) and, at the right end of the offered width, a
///   pop-up button showing the selected option and `▾` in the tint. A click, Return, Space, ↓ or ↑
///   opens a list of every option in a box over the views around it (below the button, or above
///   when there is no room below), the selected one marked `✓`; ↑ ↓ Home End move the highlight,
///   Return or Space choose, Esc closes without choosing, and a click on an option chooses it
///   while a click anywhere else closes the list.
/// - ``SegmentedPickerStyle`` (`.segmented`): the options side by side on one row, each on an
///   equal-width segment of a grey bezel, the selected one on the tint (the accent colour) in bold.
///   It takes the width it is offered. As on iOS, the label is not drawn.
/// - ``InlinePickerStyle`` (`.inline`; `.wheel` and `.radioGroup` draw the same): the label on its
///   own row (unless ``View/labelsHidden()``), then one option per row after a radio mark, `◉` (in
///   the tint) for the selected option and `○` for the others.
///
/// A click on an option selects it (released over the same option). Tab reaches the picker; while
/// it has focus ← → (segmented) or ↑ ↓ (inline) select the previous or next option, Home and End
/// the first and last. Focus shows as the selected option (the menu's button) in inverse video.
/// Disabled, it draws dimmed and takes no input.
///
/// Bad input: a picker without options draws its label only (inline) or nothing (segmented) and
/// ignores input. A selection that matches no option selects nothing; the first arrow key then
/// selects the first option (→ ↓) or the last (← ↑). Options without a tag draw but cannot be
/// selected; a tag whose type differs from the selection's cannot be selected either. When two
/// options share a tag, the first is the one selected.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content
    @Environment(\.pickerKind) private var kind
    @Environment(\.labelsHidden) private var labelsHidden
    @Environment(\.tint) private var tint

    /// A picker with a label view.
    public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
        @ViewBuilder label: () -> Label
    ) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    /// The options, drawn in the picker's style.
    public var body: some View {
        let selection = selection
        return _PickerCore(
            selection: AnyHashable(selection.wrappedValue),
            accepts: { $0.base is SelectionValue },
            select: { tag in
                guard let value = tag.base as? SelectionValue else { return false }
                selection.wrappedValue = value
                return true
            },
            kind: kind, showsLabel: !labelsHidden && kind != .segmented, tint: tint ?? .accentColor,
            content: AnyView(content), label: AnyView(label))
    }
}

extension Picker where Label == Text {
    /// A picker titled `title`.
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

/// How pickers below look (``View/pickerStyle(_:)``): ``MenuPickerStyle``,
/// ``SegmentedPickerStyle`` or ``InlinePickerStyle`` (``WheelPickerStyle`` and
/// ``RadioGroupPickerStyle`` draw as inline). Styles are built in; a type of your own conforming to
/// it draws as the default (a menu), since SwiftUI gives a style nothing to draw with either.
public protocol PickerStyle: Sendable {}

/// The look of a picker, from its style.
enum PickerKind: Hashable, Sendable {
    case segmented
    case inline
    case menu
}

/// A built-in picker style: it names the look.
protocol BuiltInPickerStyle: PickerStyle {
    var kind: PickerKind { get }
}

/// Options side by side on segments (see ``Picker``).
public struct SegmentedPickerStyle: PickerStyle, BuiltInPickerStyle {
    /// Creates the segmented style.
    public init() {}
    var kind: PickerKind { .segmented }
}

/// Options one per row with radio marks (see ``Picker``).
public struct InlinePickerStyle: PickerStyle, BuiltInPickerStyle {
    /// Creates the inline style.
    public init() {}
    var kind: PickerKind { .inline }
}

/// A pop-up button that opens a list of the options (see ``Picker``).
public struct MenuPickerStyle: PickerStyle, BuiltInPickerStyle {
    /// Creates the menu style.
    public init() {}
    var kind: PickerKind { .menu }
}

/// SwiftUI's scrolling wheel of options. A terminal has no wheel to spin: it draws as
/// ``InlinePickerStyle`` (every option on its row, the selected one marked, ↑ ↓ move the selection),
/// which shows what a wheel shows — the selection among its neighbours — and takes the same keys.
public struct WheelPickerStyle: PickerStyle, BuiltInPickerStyle {
    /// Creates the wheel style.
    public init() {}
    var kind: PickerKind { .inline }
}

/// macOS's radio buttons: drawn as ``InlinePickerStyle``, which is a column of radio marks.
public struct RadioGroupPickerStyle: PickerStyle, BuiltInPickerStyle {
    /// Creates the radio group style.
    public init() {}
    var kind: PickerKind { .inline }
}

/// The style pickers have unless another is set: a menu (``MenuPickerStyle``), as SwiftUI's
/// automatic style is on iOS 16 and later and on macOS.
public struct DefaultPickerStyle: PickerStyle, BuiltInPickerStyle {
    /// Creates the default style.
    public init() {}
    var kind: PickerKind { .menu }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// A pop-up button with a list of the options (``MenuPickerStyle``).
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    /// A wheel; in a terminal, the inline list (``WheelPickerStyle``).
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == RadioGroupPickerStyle {
    /// Radio buttons; in a terminal, the inline list (``RadioGroupPickerStyle``).
    public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// Options side by side on segments (``SegmentedPickerStyle``).
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    /// Options one per row with radio marks (``InlinePickerStyle``).
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The default style, a menu (``DefaultPickerStyle``).
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension View {
    /// Sets the style of the pickers in this view.
    ///
    /// ```swift
    /// Picker("Size", selection: $size) { … }.pickerStyle(.segmented)
    /// ```
    public func pickerStyle<S: PickerStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.pickerKind, (style as? any BuiltInPickerStyle)?.kind ?? .menu)
    }
}

private struct PickerKindKey: EnvironmentKey {
    static let defaultValue = PickerKind.menu
}

extension EnvironmentValues {
    /// The look of pickers below (``View/pickerStyle(_:)``).
    var pickerKind: PickerKind {
        get { self[PickerKindKey.self] }
        set { self[PickerKindKey.self] = newValue }
    }
}
