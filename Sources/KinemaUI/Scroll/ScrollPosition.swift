import Foundation
import KinemaAnimation
import KinemaGeometry

/// Where a scroll view is scrolled to, as a value: an edge, a point, or a view's id. Bind it with
/// ``View/scrollPosition(_:anchor:)``; setting it scrolls, and the user's scrolls write it back.
///
/// ```swift
/// @State private var position = ScrollPosition(edge: .top)
///
/// ScrollView {
///     LazyVStack { ForEach(items) { ItemRow(item: $0) } }
///         .scrollTargetLayout()
/// }
/// .scrollPosition($position)
///
/// Button("Top") { withAnimation { position.scrollTo(edge: .top) } }
/// ```
///
/// When the user scrolls, the position becomes the id of the first view of the
/// ``View/scrollTargetLayout(isEnabled:)`` container at the anchor (as the scroll goes), or, without
/// such a container, the offset as a point (when the scroll comes to rest), and
/// ``isPositionedByUser`` becomes `true`.
public struct ScrollPosition: Equatable {
    enum Target: Equatable {
        case none
        case edge(Edge)
        case point(x: CGFloat?, y: CGFloat?)
        case id(AnyHashable, UnitPoint?)
    }

    var target: Target
    /// Whether the user's scroll set the position (rather than the program).
    public private(set) var isPositionedByUser = false

    /// Creates a position at `edge` (none when `nil`: the scroll view starts where it would).
    /// `idType` names the type of the ids the position will hold.
    public init<ID: Hashable>(idType: ID.Type = Never.self, edge: Edge? = nil) {
        target = edge.map { .edge($0) } ?? .none
    }

    /// Creates a position at a content offset.
    public init<ID: Hashable>(idType: ID.Type = Never.self, point: CGPoint) {
        target = .point(x: point.x, y: point.y)
    }

    /// Creates a position at a content offset.
    public init<ID: Hashable>(idType: ID.Type = Never.self, x: CGFloat, y: CGFloat) {
        target = .point(x: x, y: y)
    }

    /// Creates a position at a content offset along x only.
    public init<ID: Hashable>(idType: ID.Type = Never.self, x: CGFloat) {
        target = .point(x: x, y: nil)
    }

    /// Creates a position at a content offset along y only.
    public init<ID: Hashable>(idType: ID.Type = Never.self, y: CGFloat) {
        target = .point(x: nil, y: y)
    }

    /// Creates a position at the view with `id`, its `anchor` aligned with the viewport's.
    public init(id: some Hashable, anchor: UnitPoint? = nil) {
        target = .id(AnyHashable(id), anchor)
    }

    /// Scrolls to `edge`.
    public mutating func scrollTo(edge: Edge) {
        target = .edge(edge)
        isPositionedByUser = false
    }

    /// Scrolls to a content offset.
    public mutating func scrollTo(point: CGPoint) {
        target = .point(x: point.x, y: point.y)
        isPositionedByUser = false
    }

    /// Scrolls to a content offset along both axes.
    public mutating func scrollTo(x: CGFloat, y: CGFloat) {
        scrollTo(point: CGPoint(x: x, y: y))
    }

    /// Scrolls to a content offset along x (y stays).
    public mutating func scrollTo(x: CGFloat) {
        target = .point(x: x, y: nil)
        isPositionedByUser = false
    }

    /// Scrolls to a content offset along y (x stays).
    public mutating func scrollTo(y: CGFloat) {
        target = .point(x: nil, y: y)
        isPositionedByUser = false
    }

    /// Scrolls to the view with `id` (a `ForEach` element's id or an `.id(_:)`), its `anchor`
    /// aligned with the viewport's (`nil`: the least scroll that shows it).
    public mutating func scrollTo(id: some Hashable, anchor: UnitPoint? = nil) {
        target = .id(AnyHashable(id), anchor)
        isPositionedByUser = false
    }

    /// The edge it is at, when it was set to an edge.
    public var edge: Edge? {
        if case .edge(let edge) = target { return edge }
        return nil
    }

    /// The offset it is at, when it is a point.
    public var point: CGPoint? {
        if case .point(let x, let y) = target { return CGPoint(x: x ?? 0, y: y ?? 0) }
        return nil
    }

    /// The id of the view it is at, when it is a view.
    public var viewID: AnyHashable? {
        if case .id(let id, _) = target { return id }
        return nil
    }

    /// The id of the view it is at, when it is a view whose id is a `T`.
    public func viewID<T: Hashable>(type: T.Type) -> T? {
        viewID?.base as? T
    }

    static func byProgram(_ target: Target) -> ScrollPosition {
        var position = ScrollPosition(edge: nil)
        position.target = target
        return position
    }

    static func byUser(_ target: Target) -> ScrollPosition {
        var position = ScrollPosition(edge: nil)
        position.target = target
        position.isPositionedByUser = true
        return position
    }
}

/// A position binding handed to the scroll view: read to scroll, written as the user scrolls.
struct ScrollPositionBinding {
    let get: @MainActor () -> ScrollPosition
    let set: @MainActor (ScrollPosition) -> Void
    /// Whether the binding holds an id only (``View/scrollPosition(id:anchor:)``), which is never
    /// written with a point.
    let idOnly: Bool
    let anchor: UnitPoint?
}

/// A position binding handed down the environment.
struct ScrollPositionBox: @unchecked Sendable {
    // @unchecked: the closures are main-actor isolated and only called by the scroll view node on
    // the main actor; the box only sits in `EnvironmentValues`.
    let binding: ScrollPositionBinding
}

private struct ScrollTargetAnchorKey: TransactionKey {
    static let defaultValue: UnitPoint? = nil
}

extension Transaction {
    /// The anchor a change of a ``View/scrollPosition(id:anchor:)`` binding made in this
    /// transaction scrolls to (instead of the modifier's).
    ///
    /// ```swift
    /// withTransaction(\.scrollTargetAnchor, .center) { selection = item.id }
    /// ```
    public var scrollTargetAnchor: UnitPoint? {
        get { self[ScrollTargetAnchorKey.self] }
        set { self[ScrollTargetAnchorKey.self] = newValue }
    }
}

extension View {
    /// Binds the scroll view this modifies to `position`: setting it scrolls there (animated inside
    /// `withAnimation`), and the user's scrolls write it (see ``ScrollPosition``). `anchor` is the
    /// point of the viewport the reported view is found at (`.top` when `nil`).
    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil)
        -> ModifiedContent<Self, _EnvironmentModifier>
    {
        let box = ScrollPositionBox(
            binding: ScrollPositionBinding(
                get: { position.wrappedValue }, set: { position.wrappedValue = $0 }, idOnly: false, anchor: anchor))
        return modifier(
            _EnvironmentModifier(transform: { $0.scrollConfiguration.position = box }, value: nil))
    }

    /// Binds the scroll view this modifies to the id of the view of its
    /// ``View/scrollTargetLayout(isEnabled:)`` container at `anchor` of the viewport (`.top` when
    /// `nil`): the binding changes as the user scrolls, and setting it scrolls that view to `anchor`
    /// (or to the transaction's `Transaction.scrollTargetAnchor`). `nil` and ids no
    /// view has scroll nothing (the latter is reported in the host's diagnostics).
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> ModifiedContent<
        Self, _EnvironmentModifier
    > {
        let binding = ScrollPositionBinding(
            get: {
                guard let value = id.wrappedValue else { return ScrollPosition(edge: nil) }
                return ScrollPosition(id: value, anchor: anchor)
            },
            set: { position in
                guard let value = position.viewID?.base as? ID, value != id.wrappedValue else { return }
                id.wrappedValue = value
            }, idOnly: true, anchor: anchor)
        let box = ScrollPositionBox(binding: binding)
        return modifier(
            _EnvironmentModifier(transform: { $0.scrollConfiguration.position = box }, value: nil))
    }
}
