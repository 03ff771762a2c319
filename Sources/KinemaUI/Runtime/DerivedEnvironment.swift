/// An environment derived from a base one by a transform, recomputed only when the base or the
/// transform's input changes, so children see a stable `version` (and their bodies do not re-run).
struct DerivedEnvironment {
    private var baseVersion: UInt64?
    private var inputChanged = true
    private var derived = EnvironmentValues()

    /// Marks the transform's own input as changed.
    mutating func invalidate() { inputChanged = true }

    mutating func value(
        from base: EnvironmentValues, _ transform: (inout EnvironmentValues) -> Void
    ) -> EnvironmentValues {
        if inputChanged || baseVersion != base.version {
            var environment = base
            transform(&environment)
            derived = environment
            baseVersion = base.version
            inputChanged = false
        }
        return derived
    }
}
