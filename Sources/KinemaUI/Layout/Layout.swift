import Foundation
import KinemaAnimation
import KinemaGeometry

/// A container's layout algorithm: it sizes itself from its subviews (`sizeThatFits`) and places them
/// (`placeSubviews`), exactly like SwiftUI's `Layout`.
///
/// A layout is `Animatable`: when a transaction with an animation changes its `animatableData`, the
/// layout itself is interpolated frame by frame, so subviews travel along the path the layout
/// describes (an arc for a radial layout) rather than in straight lines.
///
/// ```swift
/// struct RadialLayout: Layout {
///     var angle: Angle
///     func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
///         proposal.replacingUnspecifiedDimensions()
///     }
///     func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
///         for (index, subview) in subviews.enumerated() { … subview.place(at: point, anchor: .center, proposal: .unspecified) }
///     }
/// }
/// ```
///
/// The cache (``makeCache(subviews:)``) is made once, when the container first lays out, and kept
/// across layout passes; when the container's layout value or any subview changed,
/// ``updateCache(_:subviews:)`` is called once before the next pass (its default makes a new one).
///
/// `@Observable` properties, `@State` and bindings read inside `sizeThatFits`, `placeSubviews`,
/// `explicitAlignment` or `spacing` of a custom layout are dependencies: changing one lays the
/// container out again (see <doc:AlignmentAndLayout>).
///
/// Layouts run on the main actor with the rest of the view runtime, but the protocol itself is not
/// isolated, so a layout's `animatableData` can satisfy the (non-isolated) `Animatable` protocol.
public protocol Layout: Animatable {
    /// Data the layout computes and reuses between calls and passes.
    associatedtype Cache = Void
    /// The subviews a layout receives.
    typealias Subviews = LayoutSubviews

    /// Properties of the layout type; a stack declares its ``LayoutProperties/stackOrientation``.
    static var layoutProperties: LayoutProperties { get }

    /// The size of the container for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> Size

    /// Places every subview inside `bounds` (absolute cells) by calling ``LayoutSubview/place(at:anchor:proposal:)``.
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// The position of the container's explicit `guide` along x, in the space of `bounds` (the
    /// container's frame), or `nil` for none. The default merges the explicit values of a custom
    /// guide (one made from an ``AlignmentID``) that subviews declare, where
    /// ``placeSubviews(in:proposal:subviews:cache:)`` puts them (their mean; the first subview's
    /// first text baseline, the last's last text baseline); for the built-in edge and centre guides
    /// it returns `nil`, so a container is aligned by its own edges, as SwiftUI's stacks are.
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat?

    /// The position of the container's explicit `guide` along y, in the space of `bounds`, or `nil`
    /// for none. The default merges the subviews' explicit guides as for the horizontal guides.
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat?

    /// The space the container prefers around it. The default is the union of its subviews'
    /// preferences (see ``ViewSpacing``).
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

    /// Creates the cache, once, when the container first lays out.
    func makeCache(subviews: Subviews) -> Cache

    /// Updates the cache when the layout or its subviews changed; the default re-creates it.
    func updateCache(_ cache: inout Cache, subviews: Subviews)
}

extension Layout where Cache == Void {
    /// No cache.
    public func makeCache(subviews: Subviews) {}
}

extension Layout {
    /// A layout that is not a stack.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// Re-creates the cache.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// Merges the subviews' explicit guides where `placeSubviews` puts them.
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        subviews.mergedExplicitAlignment(guide.key, in: bounds) { recording in
            placeSubviews(in: bounds, proposal: proposal, subviews: recording, cache: &cache)
        }
    }

    /// Merges the subviews' explicit guides where `placeSubviews` puts them.
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        subviews.mergedExplicitAlignment(guide.key, in: bounds) { recording in
            placeSubviews(in: bounds, proposal: proposal, subviews: recording, cache: &cache)
        }
    }

    /// The union of the subviews' spacing preferences (``ViewSpacing/zero`` without subviews).
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        guard let first = subviews.first else { return .zero }
        return subviews.dropFirst().reduce(first.spacing) { $0.union($1.spacing) }
    }

    /// Lays out the views `content` builds with this layout.
    @MainActor
    public func callAsFunction<Content: View>(
        @ViewBuilder _ content: () -> Content
    ) -> LayoutView<Self, Content> {
        LayoutView(layout: self, content: content())
    }

    /// The explicit value of `key` for a container of `size` laid out by this layout.
    func explicitAlignment(
        _ key: AlignmentKey, size: Size, subviews: LayoutSubviews, cache: inout Cache
    ) -> CGFloat? {
        let bounds = Rect(origin: .zero, size: size)
        let proposal = ProposedViewSize(size)
        return key.axis == .horizontal
            ? explicitAlignment(
                of: key.horizontal, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            : explicitAlignment(
                of: key.vertical, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    // Helpers for nodes that lay views out with a layout of their own and no kept cache (a list
    // measured on its own stacks vertically).

    @MainActor
    func sizeThatFits(subviews nodes: [ViewNode], proposal: ProposedViewSize) -> Size {
        let subviews = LayoutSubviews(nodes: nodes)
        var cache = makeCache(subviews: subviews)
        return sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    @MainActor
    func place(subviews nodes: [ViewNode], in bounds: Rect, transaction: Transaction) {
        let subviews = LayoutSubviews(nodes: nodes)
        var cache = makeCache(subviews: subviews)
        place(subviews, in: bounds, cache: &cache, transaction: transaction)
    }

    @MainActor
    func explicitAlignment(subviews nodes: [ViewNode], key: AlignmentKey, size: Size) -> CGFloat? {
        let subviews = LayoutSubviews(nodes: nodes)
        guard key.isCustom, key.isTextBaseline || subviews.hasExplicitGuides else { return nil }
        var cache = makeCache(subviews: subviews)
        return explicitAlignment(key, size: size, subviews: subviews, cache: &cache)
    }

    /// The frames `placeSubviews` gives the subviews in `bounds` (a subview the layout did not
    /// place is centred in `bounds` at its ideal size, as in SwiftUI).
    @MainActor
    func frames(of subviews: LayoutSubviews, in bounds: Rect, cache: inout Cache) -> [Rect] {
        let placements = PlacementRecorder(count: subviews.count)
        let recording = subviews.recording(into: placements)
        placeSubviews(in: bounds, proposal: ProposedViewSize(bounds.size), subviews: recording, cache: &cache)
        return subviews.nodes.indices.map { index in
            placements.frames[index]
                ?? {
                    let size = subviews.nodes[index].sizeThatFits(.unspecified)
                    return Rect(origin: Alignment.center.origin(of: size, in: bounds), size: size)
                }()
        }
    }

    /// Runs `placeSubviews`, then places each subview where the layout put it.
    @MainActor
    func place(_ subviews: LayoutSubviews, in bounds: Rect, cache: inout Cache, transaction: Transaction) {
        let placements = PlacementRecorder(count: subviews.count)
        let recording = subviews.recording(into: placements)
        placeSubviews(in: bounds, proposal: ProposedViewSize(bounds.size), subviews: recording, cache: &cache)
        for (index, node) in subviews.nodes.enumerated() {
            let frame =
                placements.frames[index]
                ?? {
                    let size = node.sizeThatFits(.unspecified)
                    return Rect(origin: Alignment.center.origin(of: size, in: bounds), size: size)
                }()
            node.place(in: frame, transaction: transaction)
        }
    }
}

/// Where `placeSubviews` put each subview during one placement.
@MainActor
final class PlacementRecorder {
    var frames: [Rect?]
    init(count: Int) { frames = Array(repeating: nil, count: count) }
}

/// The layouts Kinema ships (stacks, grids): they read no state, answer guides only from their
/// subviews and are not tracked or counted as guide sources.
protocol BuiltInLayout {}
