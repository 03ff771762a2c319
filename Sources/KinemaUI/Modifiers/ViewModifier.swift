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
///
/// The static requirements serve paths that run on every update: casting a view *value* to
/// `any ModifiedView` copies it into a new existential box (a heap allocation for a value over
/// three words), while casting its metatype (`type(of: view) as? any ModifiedView.Type`) allocates
/// nothing, and `view as! Self` inside takes the value out of its box.
@MainActor
protocol ModifiedView {
    var erasedContent: any View { get }
    var erasedModifier: any ViewModifier { get }
    /// The body of a custom modifier applied to the content.
    var modifierBody: any View { get }
    /// Gives `node` the modifier of `view` (a value of this type) and reconciles its content.
    static func update(_ node: ModifierNode, with view: any View)
    /// The body of the custom modifier of `view` (a value of this type).
    static func modifierBody<V: View>(of view: V) -> any View
}

extension ModifiedContent: ModifiedView {
    var erasedContent: any View { content }
    var erasedModifier: any ViewModifier { modifier }
    var modifierBody: any View {
        modifier.body(content: _ViewModifier_Content(content: AnyView(content)))
    }

    static func update(_ node: ModifierNode, with view: any View) {
        let modified = view as! Self
        node.update(typedModifier: modified.modifier)
        node.reconcileContent(modified.content)
    }

    static func modifierBody<V: View>(of view: V) -> any View {
        (view as! Self).modifierBody
    }
}

extension View {
    /// The body a composite node runs: a custom modifier's body for a `ModifiedContent`, the view's
    /// own otherwise — stored in `slot`, which reuses the heap box of the value it held when that
    /// value has the same type (see ``ReusableViewSlot``).
    @MainActor
    func storeBody(in slot: inout ReusableViewSlot) -> any View {
        if let modified = Self.self as? any ModifiedView.Type {
            return modified.modifierBody(of: self)
        }
        return slot.store(body)
    }
}

/// An `any View` whose heap box the next value of the same type reuses.
///
/// A view value larger than three words lives in a heap box when it is held as `any View`, and a
/// body that re-runs builds a new value each time: one allocation per run and per such value. A
/// slot keeps the box of the value it holds and, when the next value has the same type, writes it
/// into that box — in place when nothing else holds the box (Swift copies a shared existential box
/// before writing to it, so a value someone still holds is never changed under them). Holders
/// such as the graph's copy of the previous body release the box by the next run, so a node
/// alternating between two slots, or one whose value is released after each use, allocates
/// nothing in the steady state. The cost: the slot keeps its last value alive until the next one
/// or until the node goes.
@MainActor
struct ReusableViewSlot {
    private var view: any View = EmptyView()

    /// Stores `value`, reusing the box of the previous value when it has the same type, and
    /// returns it as `any View` (sharing the box).
    mutating func store<V: View>(_ value: V) -> any View {
        if ObjectIdentifier(type(of: view)) == ObjectIdentifier(V.self) {
            Self.overwrite(&view, with: value)
        } else {
            view = value
        }
        return view
    }

    /// Writes `value` over `stored`, which has the same type (checked by the caller); `stored` is
    /// the opened existential, so the write goes into its box (copied first if shared).
    private static func overwrite<Stored, V>(_ stored: inout Stored, with value: V) {
        withUnsafeMutablePointer(to: &stored) { pointer in
            pointer.withMemoryRebound(to: V.self, capacity: 1) { $0.pointee = value }
        }
    }
}
