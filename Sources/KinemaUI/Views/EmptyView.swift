/// A view that shows nothing and takes no space.
public struct EmptyView: View {
    /// Creates an empty view.
    public init() {}

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

/// A collection of views treated as siblings of the enclosing container, without a layout of its own.
///
/// Modifiers applied to a group lay its content out as a vertical stack first, as SwiftUI does for
/// unary modifiers applied to several views.
public struct Group<Content: View>: View {
    /// The grouped views.
    public var content: Content

    /// Creates a group of the views `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

/// A type-erased view: lets one place hold views of different types.
///
/// When the wrapped view's type changes, the old view is replaced (its state released), as in SwiftUI.
public struct AnyView: View {
    let storage: any View

    /// Wraps `view`.
    public init<V: View>(_ view: V) {
        if let erased = view as? AnyView {
            storage = erased.storage
        } else {
            storage = view
        }
    }

    /// Wraps `view`, if it is a view.
    public init?(erasing view: Any) {
        guard let view = view as? any View else { return nil }
        storage = view
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}
