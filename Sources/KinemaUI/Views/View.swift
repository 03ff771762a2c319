/// A piece of user interface: a value describing what to show, recomputed whenever the data it reads
/// changes.
///
/// Like SwiftUI, a view is a cheap value. Kinema keeps the identity and state of each view in the
/// view graph; the value itself is re-created freely. A custom view composes other views in `body`:
///
/// ```swift
/// struct Counter: View {
///     @State private var count = 0
///     var body: some View {
///         Button("Tapped \(count) times") { count += 1 }
///     }
/// }
/// ```
///
/// Each body is a rule of the attribute graph: it re-runs only when a `@State`, `@Binding`,
/// `@Environment` value or `@Observable` property it read has changed, or when its parent hands it a
/// different value.
@MainActor
@preconcurrency
public protocol View {
    /// The type of view this view's body is made of.
    associatedtype Body: View

    /// The content of this view. Primitive views (`Text`, stacks, modifiers) have `Never` as body.
    @ViewBuilder @MainActor var body: Body { get }
}

extension Never: View {
    /// `Never` has no body; it exists so primitive views can name `Never` as their `Body`.
    public var body: Never { self }
}

extension View where Body == Never {
    /// Primitive views are drawn and laid out by the runtime; asking one for its body is API misuse.
    public var body: Never {
        preconditionFailure(
            "\(Self.self) is a primitive view: the runtime draws it; its body is never evaluated")
    }
}
