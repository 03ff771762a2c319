import Foundation
import KinemaGeometry
import KinemaRender

/// How a ``List`` draws its rows, section headers and footers, and selection.
///
/// A terminal draws the styles this way (one cell is one row of text, so nothing costs a row it
/// does not need):
///
/// | Style | Rows | Sections | Separators (`.automatic`) |
/// |---|---|---|---|
/// | ``PlainListStyle`` (and ``DefaultListStyle``) | full width, one cell of inset on each side | header in bold on its own row, footer dimmed | hidden |
/// | ``InsetListStyle`` | as plain, two more cells of margin on each side | as plain | hidden |
/// | ``GroupedListStyle`` | full width | a blank row before each section after the first; header and footer dimmed | shown |
/// | ``InsetGroupedListStyle`` | two cells of margin, rows on a grey card | as grouped | shown |
/// | ``SidebarListStyle`` | rows indented two cells | header dimmed and bold | hidden |
///
/// A separator is a dim rule one cell high under the row (rows in a group show one between them,
/// not after the last); ``View/listRowSeparator(_:edges:)`` shows or hides it per row. The
/// selected rows are drawn on the accent colour while the list has focus, on grey otherwise.
public protocol ListStyle: Sendable {
    /// The style as the list draws it.
    var _kind: _ListStyleKind { get }
}

/// The styles a terminal draws (see ``ListStyle``).
public enum _ListStyleKind: Hashable, Sendable {
    /// ``PlainListStyle``.
    case plain
    /// ``InsetListStyle``.
    case inset
    /// ``GroupedListStyle``.
    case grouped
    /// ``InsetGroupedListStyle``.
    case insetGrouped
    /// ``SidebarListStyle``.
    case sidebar

    var margin: CGFloat { self == .inset || self == .insetGrouped ? 2 : 0 }
    var isGrouped: Bool { self == .grouped || self == .insetGrouped }
    var showsSeparatorsByDefault: Bool { isGrouped }
    var rowIndent: CGFloat { self == .sidebar ? 2 : 0 }
}

/// The default style: on a terminal, ``PlainListStyle``.
public struct DefaultListStyle: ListStyle {
    /// Creates the style.
    public init() {}
    /// The style as the list draws it.
    public var _kind: _ListStyleKind { .plain }
}

/// Rows edge to edge, headers in bold.
public struct PlainListStyle: ListStyle {
    /// Creates the style.
    public init() {}
    /// The style as the list draws it.
    public var _kind: _ListStyleKind { .plain }
}

/// Plain rows with a margin on each side.
public struct InsetListStyle: ListStyle {
    /// Creates the style.
    public init() {}
    /// The style as the list draws it.
    public var _kind: _ListStyleKind { .inset }
}

/// Sections set apart by a blank row, with separators.
public struct GroupedListStyle: ListStyle {
    /// Creates the style.
    public init() {}
    /// The style as the list draws it.
    public var _kind: _ListStyleKind { .grouped }
}

/// Grouped sections drawn as cards with a margin.
public struct InsetGroupedListStyle: ListStyle {
    /// Creates the style.
    public init() {}
    /// The style as the list draws it.
    public var _kind: _ListStyleKind { .insetGrouped }
}

/// A sidebar: indented rows under dimmed headers.
public struct SidebarListStyle: ListStyle {
    /// Creates the style.
    public init() {}
    /// The style as the list draws it.
    public var _kind: _ListStyleKind { .sidebar }
}

extension ListStyle where Self == DefaultListStyle {
    /// The default style (plain on a terminal).
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    /// Rows edge to edge.
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    /// Plain rows with a margin.
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    /// Sections set apart.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// Sections as cards.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    /// A sidebar.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

private struct ListStyleKey: EnvironmentKey {
    static let defaultValue: _ListStyleKind = .plain
}

extension EnvironmentValues {
    /// The style of the lists in this subtree.
    var listStyle: _ListStyleKind {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the lists in this subtree.
    public func listStyle<S: ListStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.listStyle, style._kind)
    }
}
