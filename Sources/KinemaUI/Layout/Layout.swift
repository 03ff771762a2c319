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
/// Layouts run on the main actor with the rest of the view runtime, but the protocol itself is not
/// isolated, so a layout's `animatableData` can satisfy the (non-isolated) `Animatable` protocol.
public protocol Layout: Animatable {
    /// Data the layout computes once per layout pass and reuses between calls.
    associatedtype Cache = Void
    /// The subviews a layout receives.
    typealias Subviews = LayoutSubviews

    /// The size of the container for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> Size

    /// Places every subview inside `bounds` (absolute cells) by calling ``LayoutSubview/place(at:anchor:proposal:)``.
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// Creates the cache for a layout pass.
    func makeCache(subviews: Subviews) -> Cache

    /// Updates the cache when the subviews changed; the default re-creates it.
    func updateCache(_ cache: inout Cache, subviews: Subviews)
}

extension Layout where Cache == Void {
    /// No cache.
    public func makeCache(subviews: Subviews) {}
}

extension Layout {
    /// Re-creates the cache.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// Lays out the views `content` builds with this layout.
    @MainActor
    public func callAsFunction<Content: View>(
        @ViewBuilder _ content: () -> Content
    ) -> LayoutView<Self, Content> {
        LayoutView(layout: self, content: content())
    }

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

    /// Runs `placeSubviews`, then places each subview where the layout put it (a subview the layout
    /// did not place is centred in `bounds` at its ideal size, as in SwiftUI).
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
