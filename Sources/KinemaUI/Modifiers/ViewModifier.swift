/// A reusable change to a view, applied with `.modifier(_:)`:
///
/// ```swift
/// struct Card: ViewModifier {
///     func body(content: Content) -> some View {
///         content.padding(1).border(.cyan, style: .rounded)
///     }
/// }
/// Text("Hi").modifier(Card())
/// ```
///
/// A custom modifier's body is a rule like a view's body; `content` stands for the modified view.
@MainActor
@preconcurrency
public protocol ViewModifier {
    /// The type of view the modifier produces.
    associatedtype Body: View
    /// The modified view, as seen from inside ``body(content:)``.
    typealias Content = _ViewModifier_Content<Self>

    /// The modified view.
    @ViewBuilder func body(content: Content) -> Body
}

extension ViewModifier where Body == Never {
    /// Built-in modifiers are implemented by the runtime; asking one for its body is API misuse.
    public func body(content: Content) -> Never {
        preconditionFailure(
            "\(Self.self) is a primitive modifier: the runtime applies it; its body is never evaluated")
    }
}

/// The view a custom ``ViewModifier`` modifies, as its body sees it.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, StructuralView {
    let content: AnyView

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        StructuralNode(runtime: runtime, parent: parent, environment: environment)
    }

    func reconcileChildren(of node: StructuralNode) {
        node.runtime.reconcileChild(of: node, at: 0, with: content)
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

/// A view with a modifier applied: `Text("Hi").padding(1)` is a
/// `ModifiedContent<Text, _PaddingModifier>`.
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View {
    /// The modified view.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier

    /// Applies `modifier` to `content`.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

extension View {
    /// Applies `modifier` to this view.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A built-in modifier: the runtime makes a ``ModifierNode`` for it.
@MainActor
protocol PrimitiveModifier: ViewModifier {
    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ModifierNode
}

extension ModifiedContent: PrimitiveView where Modifier: PrimitiveModifier {
    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        modifier.makeNode(runtime: runtime, parent: parent, environment: environment)
    }
}

/// A view that is a modifier applied to content (type-erased access for the runtime).
@MainActor
protocol ModifiedView {
    var erasedContent: any View { get }
    var erasedModifier: any ViewModifier { get }
    /// The body of a custom modifier applied to the content.
    var modifierBody: any View { get }
}

extension ModifiedContent: ModifiedView {
    var erasedContent: any View { content }
    var erasedModifier: any ViewModifier { modifier }
    var modifierBody: any View {
        modifier.body(content: _ViewModifier_Content(content: AnyView(content)))
    }
}
