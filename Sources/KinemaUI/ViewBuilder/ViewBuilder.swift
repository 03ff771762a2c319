/// Builds a view from the statements of a closure: several views become a ``TupleView``, `if`/`else`
/// and `switch` become `_ConditionalContent`, `if` without `else` becomes an optional view.
///
/// Children keep their identity by their position in the builder result: the second statement is
/// always the second child, and the two branches of an `if` are different children, so switching
/// branches replaces the view (and its state) instead of updating it.
@MainActor
@resultBuilder
public enum ViewBuilder {
    /// An empty block builds an ``EmptyView``.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// A block with one view builds that view.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// A block with several views builds a ``TupleView`` of them, in order.
    public static func buildBlock<each Content: View>(
        _ content: repeat each Content
    ) -> TupleView<repeat each Content> {
        TupleView(repeat each content)
    }

    /// Each statement is a view as written.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// `if` without `else`: the content when the condition holds, no view otherwise.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// `if #available` content, erased so both branches have one type.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}
