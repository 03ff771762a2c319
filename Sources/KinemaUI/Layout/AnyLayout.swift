import Foundation
import KinemaAnimation
import KinemaGeometry

/// A type-erased ``Layout``: switch a container between layouts without changing the type of the
/// view, so its subviews keep their identity (and state) and, under `withAnimation`, move from
/// their frames in one layout to their frames in the other.
///
/// ```swift
/// let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
/// layout {
///     Text("One"); Text("Two"); Text("Three")
/// }
/// ```
///
/// Two `AnyLayout`s are equal when they wrap equal layouts of one `Equatable` type. The wrapped
/// layout is not interpolated by an animation (its subviews' frames are): ``animatableData`` is
/// empty, as changing the wrapped type cannot be interpolated.
public struct AnyLayout: Layout, Equatable {
    let storage: AnyLayoutStorageBase

    /// Wraps `layout`.
    public init<L: Layout>(_ layout: L) {
        storage = (layout as? AnyLayout)?.storage ?? AnyLayoutStorage(layout)
    }

    /// The wrapped layout's cache (or a new one when the wrapped layout's type changed).
    public struct Cache {
        var value: Any?
    }

    /// The wrapped layout is not interpolated (see the type's discussion).
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }

    /// Creates the wrapped layout's cache.
    public func makeCache(subviews: Subviews) -> Cache {
        Cache(value: storage.makeCache(subviews: subviews))
    }

    /// Updates the wrapped layout's cache, or makes one for a newly wrapped layout type.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        storage.updateCache(&cache.value, subviews: subviews)
    }

    /// The wrapped layout's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> Size {
        storage.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache.value)
    }

    /// Places the subviews as the wrapped layout does.
    public func placeSubviews(
        in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) {
        storage.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
    }

    /// The wrapped layout's explicit horizontal guide.
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        storage.explicitAlignment(
            guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
    }

    /// The wrapped layout's explicit vertical guide.
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        storage.explicitAlignment(
            guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
    }

    /// The wrapped layout's spacing.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        storage.spacing(subviews: subviews, cache: &cache.value)
    }

    /// Whether both wrap equal layouts of one `Equatable` type.
    public static func == (lhs: AnyLayout, rhs: AnyLayout) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.isEqual(to: rhs.storage)
    }

    var isBuiltIn: Bool { storage.isBuiltIn }
    var stackOrientation: Axis? { storage.stackOrientation }
}

/// The wrapped layout behind ``AnyLayout``, its type erased.
class AnyLayoutStorageBase: @unchecked Sendable {
    // `@unchecked Sendable`: never mutated after init (subclasses hold one `let` layout), and only
    // read by the view runtime on the main actor.
    var isBuiltIn: Bool { fatalError("abstract") }
    var stackOrientation: Axis? { fatalError("abstract") }
    func isEqual(to other: AnyLayoutStorageBase) -> Bool { fatalError("abstract") }
    func makeCache(subviews: LayoutSubviews) -> Any? { fatalError("abstract") }
    func updateCache(_ cache: inout Any?, subviews: LayoutSubviews) { fatalError("abstract") }
    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any?) -> Size {
        fatalError("abstract")
    }
    func placeSubviews(
        in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any?
    ) {
        fatalError("abstract")
    }
    func explicitAlignment(
        _ key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews,
        cache: inout Any?
    ) -> CGFloat? { fatalError("abstract") }
    func spacing(subviews: LayoutSubviews, cache: inout Any?) -> ViewSpacing { fatalError("abstract") }
}

final class AnyLayoutStorage<L: Layout>: AnyLayoutStorageBase, @unchecked Sendable {
    // `@unchecked Sendable`: `layout` is a `let` never mutated; see the base class.
    let layout: L

    init(_ layout: L) { self.layout = layout }

    override var isBuiltIn: Bool { layout is any BuiltInLayout }
    override var stackOrientation: Axis? { L.layoutProperties.stackOrientation }

    override func isEqual(to other: AnyLayoutStorageBase) -> Bool {
        guard let other = other as? AnyLayoutStorage<L> else { return false }
        return dynamicallyEqual(layout, other.layout) ?? false
    }

    /// The typed cache: the kept one, or a new one when the kept one is another layout's.
    private func typed(_ cache: inout Any?, subviews: LayoutSubviews) -> L.Cache {
        (cache as? L.Cache) ?? layout.makeCache(subviews: subviews)
    }

    override func makeCache(subviews: LayoutSubviews) -> Any? { layout.makeCache(subviews: subviews) }

    override func updateCache(_ cache: inout Any?, subviews: LayoutSubviews) {
        guard var typed = cache as? L.Cache else {
            cache = layout.makeCache(subviews: subviews)
            return
        }
        layout.updateCache(&typed, subviews: subviews)
        cache = typed
    }

    override func sizeThatFits(
        proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any?
    ) -> Size {
        var typed = typed(&cache, subviews: subviews)
        defer { cache = typed }
        return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &typed)
    }

    override func placeSubviews(
        in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any?
    ) {
        var typed = typed(&cache, subviews: subviews)
        defer { cache = typed }
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
    }

    override func explicitAlignment(
        _ key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews,
        cache: inout Any?
    ) -> CGFloat? {
        var typed = typed(&cache, subviews: subviews)
        defer { cache = typed }
        return key.axis == .horizontal
            ? layout.explicitAlignment(
                of: key.horizontal, in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
            : layout.explicitAlignment(
                of: key.vertical, in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
    }

    override func spacing(subviews: LayoutSubviews, cache: inout Any?) -> ViewSpacing {
        var typed = typed(&cache, subviews: subviews)
        defer { cache = typed }
        return layout.spacing(subviews: subviews, cache: &typed)
    }
}
