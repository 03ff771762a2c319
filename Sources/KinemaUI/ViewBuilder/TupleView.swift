/// Several views built from one ``ViewBuilder`` block, kept in order.
///
/// A stack lays out the elements of a tuple as separate subviews; each element keeps its identity by
/// position.
public struct TupleView<each Content: View>: View {
    /// The views, in builder order.
    public var value: (repeat each Content)

    /// Creates a tuple of views.
    public init(_ value: repeat each Content) {
        self.value = (repeat each value)
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

/// The result of an `if`/`else` or `switch` in a ``ViewBuilder``: exactly one of two views.
///
/// The branches are distinct children: switching from one branch to the other removes the first
/// view (releasing its state) and inserts the second.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

extension Optional: View where Wrapped: View {
    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}
