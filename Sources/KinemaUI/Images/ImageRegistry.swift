import Synchronization

/// The named images an app can show with ``Image/init(_:)``: the terminal's asset catalog.
///
/// Register art before the views that show it are drawn (an image reads the registry when its view
/// is created or updated); ``shared`` is the registry every view uses unless an ancestor sets
/// another with `.imageRegistry(_:)` (handy in tests and previews).
///
/// ```swift
/// ImageRegistry.shared.register("dog", art: ImageArt("U・ᴥ・U"))
/// ImageRegistry.shared.register("logo", glyph: "◆")
/// ImageRegistry.shared.register("favourite", systemName: "star.fill")
/// ```
///
/// Thread-safe: registration may happen on any thread. Registries are equal only to themselves.
public final class ImageRegistry: Sendable, Equatable {
    /// The registry views use by default.
    public static let shared = ImageRegistry()

    private let images = Mutex<[String: ImageArt]>([:])

    /// An empty registry.
    public init() {}

    /// Registers `art` as `name`, replacing any image registered under that name.
    public func register(_ name: String, art: ImageArt) {
        images.withLock { $0[name] = art }
    }

    /// Registers a single glyph as `name`.
    public func register(_ name: String, glyph: Character) {
        register(name, art: ImageArt(glyph: glyph))
    }

    /// Registers the glyph of the SF Symbol `systemName` as `name`; returns `false` (and registers
    /// nothing) when the symbol is unknown.
    @discardableResult
    public func register(_ name: String, systemName: String) -> Bool {
        guard let entry = SymbolCatalog.entry(named: systemName) else { return false }
        register(name, art: ImageArt(entry.glyph))
        return true
    }

    /// Removes the image registered as `name`, if any.
    public func unregister(_ name: String) {
        _ = images.withLock { $0.removeValue(forKey: name) }
    }

    /// The art registered as `name`, or `nil`.
    public func art(named name: String) -> ImageArt? {
        images.withLock { $0[name] }
    }

    /// Whether `lhs` and `rhs` are the same registry.
    public static func == (lhs: ImageRegistry, rhs: ImageRegistry) -> Bool { lhs === rhs }

    /// The registered names, sorted.
    public var names: [String] {
        images.withLock { $0.keys.sorted() }
    }
}
