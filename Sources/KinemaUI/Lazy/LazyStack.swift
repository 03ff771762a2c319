import Foundation
import KinemaGeometry

/// A vertical stack that builds its rows only when they come near the screen.
///
/// ```swift
/// ScrollView {
///     LazyVStack(alignment: .leading) {
///         ForEach(0..<1_000_000, id: \.self) { row in Text("Row \(row)") }
///     }
/// }
/// ```
///
/// Inside a ``ScrollView`` it builds the rows in and near the viewport (half a viewport beyond
/// each edge), measures them, and estimates the rest from the rows it measured; rows more than a
/// viewport away are released — their views removed with their `@State`, `onDisappear` run — and
/// built again, fresh, when they come back (SwiftUI's lazy stacks release far rows the same way:
/// keep state that must survive in a model). Outside a scroll view the screen is the viewport.
/// With `pinnedViews`, the header (footer) of the ``Section`` at the viewport's top (bottom) stays
/// there while its section shows, pushed away by the next section's.
/// Mounting and scrolling cost O(rows near the viewport), whatever the number of rows. See the
/// Laziness article.
///
/// It takes the width it is offered (its widest built row when offered none); rows are proposed
/// that width and aligned by `alignment`.
public struct LazyVStack<Content: View>: View, PrimitiveView {
    let alignmentFraction: Double
    let spacing: CGFloat
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// Creates a lazy vertical stack; the default spacing is zero cells, as a `VStack`'s.
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.pinnedViews = pinnedViews
        alignmentFraction = alignment.fraction
        self.spacing = LazyStackNode.validSpacing(spacing, default: 0)
        self.content = content()
    }

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        LazyStackNode(axis: .vertical, runtime: runtime, parent: parent, environment: environment)
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

/// A horizontal stack that builds its columns only when they come near the screen (see
/// ``LazyVStack``; the axes swap).
public struct LazyHStack<Content: View>: View, PrimitiveView {
    let alignmentFraction: Double
    let spacing: CGFloat
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// Creates a lazy horizontal stack; the default spacing is one cell, as an `HStack`'s.
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.pinnedViews = pinnedViews
        alignmentFraction = alignment.fraction
        self.spacing = LazyStackNode.validSpacing(spacing, default: 1)
        self.content = content()
    }

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        LazyStackNode(axis: .horizontal, runtime: runtime, parent: parent, environment: environment)
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

/// What a lazy stack node needs from its view value.
@MainActor
protocol LazyStackParts {
    var alignmentFraction: Double { get }
    var spacing: CGFloat { get }
    var pinnedViews: PinnedScrollableViews { get }
    var erasedContent: any View { get }
}

extension LazyVStack: LazyStackParts {
    var erasedContent: any View { content }
}

extension LazyHStack: LazyStackParts {
    var erasedContent: any View { content }
}
