import KinemaRender

/// How large a control is drawn (`.controlSize(_:)`): SwiftUI's sizes, from `.mini` to
/// `.extraLarge`.
///
/// A terminal cannot draw a smaller or larger character, so a size changes the space around a
/// label, in whole cells. Bezelled buttons (`.bordered`, `.borderedProminent`) and button-style
/// toggles take it:
///
/// | size | bezel around the label |
/// |---|---|
/// | `.mini` | none: the label alone on the bezel colour |
/// | `.small`, `.regular` (the default) | one column on each side |
/// | `.large` | two columns on each side |
/// | `.extraLarge` | two columns on each side and a row above and below (three rows high) |
///
/// Other controls are one row of glyphs whatever the size (a switch, a slider's track, a
/// stepper's buttons, a segmented picker, a field): they draw the same at every size, and the size
/// reaches custom styles through `@Environment(\.controlSize)`.
public enum ControlSize: Hashable, Sendable, CaseIterable {
    /// The smallest.
    case mini
    /// Smaller than regular.
    case small
    /// The default.
    case regular
    /// Larger than regular.
    case large
    /// The largest.
    case extraLarge

    /// Columns of bezel on each side of a label.
    var bezelColumns: Int {
        switch self {
        case .mini: 0
        case .small, .regular: 1
        case .large, .extraLarge: 2
        }
    }

    /// Rows of bezel above and below a label.
    var bezelRows: Int { self == .extraLarge ? 1 : 0 }
}

private struct ControlSizeKey: EnvironmentKey {
    static let defaultValue = ControlSize.regular
}

extension EnvironmentValues {
    /// The size of controls below (`.controlSize(_:)`); `.regular` by default.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}

extension View {
    /// Sets the size of the controls in this view (see ``ControlSize`` for what each size changes
    /// in a terminal).
    ///
    /// ```swift
    /// Button("Buy") { … }.buttonStyle(.borderedProminent).controlSize(.large)
    /// ```
    public func controlSize(_ controlSize: ControlSize) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.controlSize, controlSize)
    }
}

/// The label on its bezel: padded by the control size's columns and rows, on `color`.
struct Bezel: ViewModifier {
    let color: Color

    func body(content: Content) -> some View {
        BezelPadding(content: content, color: color)
    }
}

/// Reads the control size where the label is drawn (a view's `@Environment`, so a
/// `.controlSize(_:)` anywhere above the button applies).
private struct BezelPadding<Label: View>: View {
    let content: Label
    let color: Color
    @Environment(\.controlSize) private var controlSize

    var body: some View {
        content
            .padding(.horizontal, cells: controlSize.bezelColumns)
            .padding(.vertical, cells: controlSize.bezelRows)
            .background(color)
    }
}
