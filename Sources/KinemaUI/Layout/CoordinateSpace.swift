import KinemaGeometry

/// A coordinate system in which gestures report locations and geometry readers report frames.
///
/// - `global`: the screen, in cells from its top-left corner;
/// - `local`: the view's own, with its origin at the top-left of the view's frame, moved and scaled
///   with whatever effects its ancestors apply;
/// - `named(_:)`: the local space of the nearest ancestor marked with
///   ``View/coordinateSpace(name:)`` (or ``View/coordinateSpace(_:)``) under that name; `global`
///   when there is none.
public enum CoordinateSpace: Hashable {
    /// The screen.
    case global
    /// The view's own space.
    case local
    /// The space of the ancestor marked with this name.
    case named(AnyHashable)

    /// Whether this is `global`.
    public var isGlobal: Bool { self == .global }
    /// Whether this is `local`.
    public var isLocal: Bool { self == .local }
}

/// A value naming a coordinate space: `.local`, `.global`, `.named("card")`.
public protocol CoordinateSpaceProtocol {
    /// The space this value names.
    var coordinateSpace: CoordinateSpace { get }
}

/// The view's own coordinate space (``CoordinateSpaceProtocol/local``).
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    /// Creates the local space.
    public init() {}
    /// ``CoordinateSpace/local``.
    public var coordinateSpace: CoordinateSpace { .local }
}

/// The screen's coordinate space (``CoordinateSpaceProtocol/global``).
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    /// Creates the global space.
    public init() {}
    /// ``CoordinateSpace/global``.
    public var coordinateSpace: CoordinateSpace { .global }
}

/// The space of an ancestor marked with a name (``CoordinateSpaceProtocol/named(_:)``).
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Hashable {
    let name: AnyHashable

    /// ``CoordinateSpace/named(_:)`` with this name.
    public var coordinateSpace: CoordinateSpace { .named(name) }

    /// The space of the ancestor marked with `name`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(name))
    }
}

extension CoordinateSpace: CoordinateSpaceProtocol {
    /// The space itself.
    public var coordinateSpace: CoordinateSpace { self }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The view's own coordinate space.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The screen's coordinate space.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The space of the nearest ancestor marked with `name`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(name))
    }
}
