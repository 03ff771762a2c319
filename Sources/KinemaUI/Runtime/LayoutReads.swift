/// What a custom ``Layout`` reads while it measures, places, answers guides or spacing — `@State`,
/// bindings, the environment, `@Observable` properties — recorded with ``TrackedContent`` so that a
/// change lays its container out again (a layout runs outside any body, so nothing else sees it).
///
/// One tracked content per kind of call: the latest measurement, the latest placement and the latest
/// guide or spacing question each keep their reads (a pass measures several proposals; the reads of
/// the last one, the proposal the container is placed with, are kept). A custom layout measured from
/// inside another one's tracked call (nested custom layouts) is run directly: the enclosing call
/// records its reads, and when they change the enclosing node invalidates the nested ones too.
///
/// When a read changes, the tracked content's observer would run the closure again with what it
/// captured; the layout is not run then (its subviews may be stale), the last result is returned
/// and the node is queued: its ``ViewNode/reconcile()`` invalidates it, and the next pass measures
/// (and records) anew.
@MainActor
final class LayoutReads {
    private unowned let runtime: ViewRuntime
    private let measure: TrackedContent
    private let place: TrackedContent
    private let guides: TrackedContent
    /// Set while a call of ours evaluates, so an evaluation by the observer is told apart.
    private var isCalling = false

    init(owner: ViewNode) {
        runtime = owner.runtime
        measure = TrackedContent(owner: owner, label: "Layout.sizeThatFits")
        place = TrackedContent(owner: owner, label: "Layout.placeSubviews")
        guides = TrackedContent(owner: owner, label: "Layout.explicitAlignment")
    }

    func measuring<R, Cache>(cache: inout Cache, _ body: @escaping @MainActor (inout Cache) -> R) -> R {
        run(measure, cache: &cache, body)
    }

    func placing<R, Cache>(cache: inout Cache, _ body: @escaping @MainActor (inout Cache) -> R) -> R {
        run(place, cache: &cache, body)
    }

    func aligning<R, Cache>(cache: inout Cache, _ body: @escaping @MainActor (inout Cache) -> R) -> R {
        run(guides, cache: &cache, body)
    }

    func spacing<R, Cache>(cache: inout Cache, _ body: @escaping @MainActor (inout Cache) -> R) -> R {
        run(guides, cache: &cache, body)
    }

    /// Whether a read changed since the last call; each change is reported once.
    func takeChange() -> Bool {
        let measured = measure.takeChange(as: Any.self) != nil
        let placed = place.takeChange(as: Any.self) != nil
        let aligned = guides.takeChange(as: Any.self) != nil
        return measured || placed || aligned
    }

    func remove() {
        measure.remove()
        place.remove()
        guides.remove()
    }

    private func run<R, Cache>(
        _ content: TrackedContent, cache: inout Cache, _ body: @escaping @MainActor (inout Cache) -> R
    ) -> R {
        // Inside another tracked evaluation: that one records these reads.
        if runtime.isEvaluatingBody || isCalling { return body(&cache) }
        let box = Box<Cache, R>(cache)
        isCalling = true
        defer { isCalling = false }
        let result: R = content.evaluate { [unowned self] in
            guard self.isCalling else { return box.result! }
            var cache = box.cache
            defer { box.cache = cache }
            let result = body(&cache)
            box.result = result
            return result
        }
        cache = box.cache
        return result
    }
}

/// A cache and a result shared with a tracked closure that may run again later.
private final class Box<Cache, R> {
    var cache: Cache
    var result: R?
    init(_ cache: Cache) { self.cache = cache }
}
