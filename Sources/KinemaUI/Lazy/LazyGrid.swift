import Foundation
import KinemaAnimation
import KinemaGeometry

/// A grid that lays its cells out in rows under the columns `columns` describes, building them
/// only when they come near the screen.
///
/// ```swift
/// ScrollView {
///     LazyVGrid(columns: [GridItem(.adaptive(minimum: 12))], spacing: 1) {
///         ForEach(0..<100_000, id: \.self) { Text("cell \($0)") }
///     }
/// }
/// ```
///
/// The grid is a lazy stack of rows: each row of cells is built, measured and released like a row
/// of a ``LazyVStack`` (see the Laziness article); a row is as tall as its tallest cell, and a cell
/// sits in its column by the column's alignment (the grid's when it has none). A ``Section``'s
/// header and footer span every column, and each section starts a new row. The columns are
/// resolved from the grid's width: when their number changes (a resize) the rows are built again.
/// A cell is identified by its `ForEach` id: it keeps its state while its row is built and when
/// insertions or removals move it to another row. In an animated update an inserted cell runs its
/// `.transition` (by default it fades in), the cells after it slide to their new places (wrapping
/// to the next row), and a removed cell transitions out where it was, as in a ``LazyVStack``.
public struct LazyVGrid<Content: View>: View, PrimitiveView {
    let items: [GridItem]
    let alignment: Alignment
    let spacing: CGFloat
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// Creates a lazy vertical grid; `spacing` is between rows (none by default, as a `VStack`'s).
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        items = columns
        self.alignment = Alignment(horizontal: alignment, vertical: .center)
        self.spacing = LazyStackNode.validSpacing(spacing, default: 0)
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        LazyGridNode(axis: .vertical, runtime: runtime, parent: parent, environment: environment)
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

/// A grid that lays its cells out in columns across the rows `rows` describes, building them only
/// when they come near the screen (see ``LazyVGrid``; the axes swap).
public struct LazyHGrid<Content: View>: View, PrimitiveView {
    let items: [GridItem]
    let alignment: Alignment
    let spacing: CGFloat
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// Creates a lazy horizontal grid; `spacing` is between columns (one cell by default, as an
    /// `HStack`'s).
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        items = rows
        self.alignment = Alignment(horizontal: .center, vertical: alignment)
        self.spacing = LazyStackNode.validSpacing(spacing, default: 1)
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        LazyGridNode(axis: .horizontal, runtime: runtime, parent: parent, environment: environment)
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

/// What a lazy grid node needs from its view value.
@MainActor
protocol LazyGridParts: LazyStackParts {
    var items: [GridItem] { get }
    var alignment: Alignment { get }
}

extension LazyVGrid: LazyGridParts {
    var alignmentFraction: Double { alignment.horizontal.fraction }
    var erasedContent: any View { content }
}

extension LazyHGrid: LazyGridParts {
    var alignmentFraction: Double { alignment.vertical.fraction }
    var erasedContent: any View { content }
}
