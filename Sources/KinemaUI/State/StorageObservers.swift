import Observation

/// One stored key's change counter: ``AppStorage`` and ``SceneStorage`` read it in a body (so
/// Observation records the body as depending on the key) and bump it when they write the key, so
/// every body that read the key runs again.
@MainActor
@Observable
final class StorageKeyVersion {
    /// Bumped on every write of the key.
    var version = 0
}

/// The change counters of every stored key in use, per store (a `UserDefaults`, or the scene
/// storage), so two `@AppStorage("k")` in different views share one counter.
///
/// Counters live as long as the process: there is one per key a view has read, a set the app's
/// code bounds. The store objects are kept alive with their counters, so an `ObjectIdentifier`
/// never names a store other than the one it was made for.
@MainActor
final class StorageObservers {
    /// The process's counters.
    static let shared = StorageObservers()

    private struct Key: Hashable {
        let store: ObjectIdentifier
        let key: String
    }

    private var versions: [Key: StorageKeyVersion] = [:]
    private var stores: [ObjectIdentifier: AnyObject] = [:]

    private func counter(store: AnyObject, key: String) -> StorageKeyVersion {
        let id = ObjectIdentifier(store)
        if let counter = versions[Key(store: id, key: key)] { return counter }
        let counter = StorageKeyVersion()
        versions[Key(store: id, key: key)] = counter
        stores[id] = store
        return counter
    }

    /// Records that the running body reads `key` of `store`.
    func read(store: AnyObject, key: String) {
        _ = counter(store: store, key: key).version
    }

    /// Tells every body that read `key` of `store` that it changed.
    func didWrite(store: AnyObject, key: String) {
        counter(store: store, key: key).version += 1
    }
}
