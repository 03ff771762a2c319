import KinemaAnimation
import KinemaGeometry

/// The identity of a group of views sharing geometry: `@Namespace private var namespace`.
///
/// Each view that declares a `@Namespace` gets its own namespace, kept for as long as the view is
/// installed (like `@State`); `matchedGeometryEffect(id:in:properties:anchor:isSource:)` pairs views
/// by an id *in* a namespace.
@propertyWrapper
public struct Namespace: DynamicProperty {
    /// A namespace, for `matchedGeometryEffect(id:in:properties:anchor:isSource:)`.
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    let box = NamespaceBox()

    /// A namespace property.
    public init() {}

    /// The namespace of the view that declared the property. Read outside an installed view (before
    /// the view is shown) it is a fresh namespace that matches nothing.
    @MainActor public var wrappedValue: ID {
        if let id = box.id { return id }
        let id = NamespaceBox.makeID()
        box.id = id
        return id
    }
}

/// The namespace a `Namespace` value stands for, shared by the copies of one view value.
@MainActor
final class NamespaceBox {
    var id: Namespace.ID?
    private static var lastID = 0

    nonisolated init() {}

    static func makeID() -> Namespace.ID {
        lastID += 1
        return Namespace.ID(value: lastID)
    }
}

/// Keeps a view's namespace with its node.
@MainActor
private final class NamespaceStorage: DetachableStateStorage {
    let id: Namespace.ID
    init(id: Namespace.ID) { self.id = id }
    func detach() {}
}

extension Namespace: InstallableProperty {
    @MainActor func install(on node: CompositeNode, slot: Int) {
        if let storage = node.stateStorage(at: slot) as? NamespaceStorage {
            box.id = storage.id
        } else {
            let storage = NamespaceStorage(id: box.id ?? NamespaceBox.makeID())
            node.setStateStorage(storage, at: slot)
            box.id = storage.id
        }
    }
}

/// Which parts of the geometry a matched view shares with its group's source.
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32

    /// A matched-geometry property set.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The position of the view's anchor.
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// The view's size.
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// Position and size.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// `.matchedGeometryEffect(id:in:properties:anchor:isSource:)`.
public struct _MatchedGeometryEffect: ViewModifier, PrimitiveModifier {
    let key: MatchedGeometryKey
    let properties: MatchedGeometryProperties
    let anchor: UnitPoint
    let isSource: Bool

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ModifierNode {
        MatchedGeometryNode(runtime: runtime, parent: parent, environment: environment)
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

/// An id in a namespace.
struct MatchedGeometryKey: Hashable {
    let namespace: Namespace.ID
    let id: AnyHashable
}

extension View {
    /// Makes this view share its geometry with the other views that use `id` in `namespace`.
    ///
    /// ```swift
    /// if expanded {
    ///     Panel().matchedGeometryEffect(id: "wifi", in: namespace)
    /// } else {
    ///     Tile().matchedGeometryEffect(id: "wifi", in: namespace)
    /// }
    /// ```
    ///
    /// When a view is inserted with the id of a view being removed (or removed in the same update),
    /// in an animated update, it starts where the removed view is shown — its position and, with
    /// `.size`, its size — and animates to its own frame with the update's animation, while the
    /// removed view (if a transition keeps it on screen) moves with it (spec §5.4). Combine with
    /// `.transition(.opacity)` so the two cross-fade as they move.
    ///
    /// The motion between sources is drawn, not laid out: a source keeps its own layout and is
    /// drawn moved and scaled from the frame it starts at (text keeps one cell per character and is
    /// centred in the scaled frame). A view with `isSource: false` is *laid out* at its group's
    /// source's frame: with `.size` the source's size is proposed to it (it takes the size it
    /// answers), with `.position` its `anchor` is placed on the source's `anchor`; it keeps its own
    /// frame in its container, and when the source changes in an animated update its frame
    /// animates to the new one. Without a source it is laid out in its own frame. A NaN or
    /// infinite anchor counts as `.center`.
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> ModifiedContent<Self, _MatchedGeometryEffect> {
        let anchor = anchor.x.isFinite && anchor.y.isFinite ? anchor : .center
        return modifier(
            _MatchedGeometryEffect(
                key: MatchedGeometryKey(namespace: namespace, id: AnyHashable(id)), properties: properties,
                anchor: anchor, isSource: isSource))
    }
}
