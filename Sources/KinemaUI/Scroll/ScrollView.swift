import KinemaGeometry

/// A scrollable view: its content is laid out at its ideal size along the scrolled axes and shown
/// through the scroll view's frame.
///
/// ```swift
/// ScrollView {
///     LazyVStack(alignment: .leading) {
///         ForEach(books) { book in BookRow(book: book) }
///     }
/// }
/// ```
///
/// The user scrolls with the mouse wheel (each step glides on a deceleration, and a fast burst of
/// steps carries momentum), with the keys when the pointer last scrolled it or a view inside it has
/// focus (arrows by a line, Page Up/Down and Space/Shift-Space by a page, Home/End to the edges),
/// and by dragging the content: it follows the pointer, resists past either edge (rubber banding)
/// and, on release, keeps the pointer's velocity along UIScrollView's deceleration or springs back
/// to the edge. Indicators show while it scrolls and fade out after. See the Scrolling article for
/// the models and their sources.
///
/// The content offset is an animatable value: a ``ScrollViewProxy/scrollTo(_:anchor:)`` inside
/// `withAnimation` animates and merges like any spring; a scroll without animation (a key, the
/// wheel, a drag) takes over from a running scroll animation.
///
/// Along the scrolled axes the scroll view takes the space it is offered (its content's size when
/// offered none); across them it takes the offered size too and proposes it to the content. Content
/// smaller than the viewport sits at the top-leading corner (see ``View/defaultScrollAnchor(_:)``)
/// and is centred across the scrolled axis.
public struct ScrollView<Content: View>: View, PrimitiveView {
    /// The content.
    public var content: Content
    /// The axes the content scrolls along.
    public var axes: Axis.Set
    /// Whether the indicators show while scrolling (``View/scrollIndicators(_:axes:)`` can hide them).
    public var showsIndicators: Bool

    /// Creates a scroll view along `axes`.
    public init(
        _ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content
    ) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        ScrollViewNode(runtime: runtime, parent: parent, environment: environment)
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

/// What a scroll view node needs from its view value, whatever its content type.
@MainActor
protocol ScrollViewParts {
    var axes: Axis.Set { get }
    var showsIndicators: Bool { get }
    var erasedContent: any View { get }
}

extension ScrollView: ScrollViewParts {
    var erasedContent: any View { content }
}
