/// A type-erased list of the values pushed on a ``NavigationStack``, for stacks whose screens show
/// values of several types.
///
/// ```swift
/// @State private var path = NavigationPath()
///
/// NavigationStack(path: $path) {
///     List(genres) { genre in NavigationLink(genre.name, value: genre) }
///         .navigationDestination(for: Genre.self) { GenreView($0) }
///         .navigationDestination(for: Book.self) { BookView($0) }
/// }
/// …
/// path.append(book)          // pushes BookView
/// path.removeLast(path.count) // back to the root
/// ```
///
/// Two paths are equal when they hold equal values in the same order. Kinema's path is not
/// `Codable` (SwiftUI's `CodableRepresentation` serialises the values; a terminal app that wants
/// to restore a stack keeps a typed `[Value]` path instead).
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    /// An empty path.
    public init() {
        elements = []
    }

    /// A path holding `elements`, first pushed first.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// The number of values on the path (the screens above the root).
    public var count: Int { elements.count }

    /// Whether the path is empty (the stack shows its root).
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes `value`.
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    /// Pops `k` values (1 by default). Removing more values than the path holds empties it rather
    /// than trapping (SwiftUI traps): a "back" tapped twice during one animation must not crash.
    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(min(max(k, 0), elements.count))
    }
}
