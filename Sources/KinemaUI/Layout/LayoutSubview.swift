import Foundation
import KinemaGeometry

/// A proxy for one subview of a ``Layout``: ask it for sizes, then place it.
///
/// Layout runs on the main actor (the runtime calls `sizeThatFits` and `placeSubviews` there), so the
/// proxy's methods assume that isolation to reach the view graph.
public struct LayoutSubview: Sendable {
    let node: ViewNode
    let index: Int
    let recorder: PlacementRecorder?

    /// The size the subview chooses for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        MainActor.assumeIsolated { node.sizeThatFits(proposal) }
    }

    /// Whether the subview is a ``Spacer``: stacks offer spacers what the other views leave.
    var isSpacer: Bool { MainActor.assumeIsolated { node is SpacerNode } }

    /// The subview's layout priority (`layoutPriority(_:)`); higher is offered space first.
    public var priority: Double { MainActor.assumeIsolated { node.layoutPriority } }

    /// The subview's size for `proposal` and its alignment guides (explicit or default) at that
    /// size.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        MainActor.assumeIsolated { ViewDimensions(size: node.sizeThatFits(proposal), node: node) }
    }

    /// The space the subview prefers around it: in a terminal every view prefers the host's default
    /// stack spacing (see ``ViewSpacing``); a custom layout answers its own
    /// ``Layout/spacing(subviews:cache:)``.
    public var spacing: ViewSpacing {
        MainActor.assumeIsolated { node.viewSpacing }
    }

    /// The value the subview set for `key` with ``View/layoutValue(key:value:)``, or the key's
    /// default value.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        // `nonisolated(unsafe)`: written by the closure `assumeIsolated` runs synchronously, on this
        // thread, before it is read; the value never crosses an isolation boundary.
        nonisolated(unsafe) var value: K.Value?
        let id = ObjectIdentifier(key)
        MainActor.assumeIsolated { value = node.layoutValue(for: id) as? K.Value }
        return value ?? K.defaultValue
    }

    /// Places the subview so that its `anchor` point lies at `position`, sized for `proposal`.
    /// Call it only from `placeSubviews`.
    public func place(at position: Point, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        MainActor.assumeIsolated {
            let size = node.sizeThatFits(proposal)
            let origin = Point(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
            recorder?.frames[index] = Rect(origin: origin, size: size)
        }
    }
}

/// The subviews of a ``Layout``, in view-builder order.
public struct LayoutSubviews: RandomAccessCollection, Sendable {
    let nodes: [ViewNode]
    let recorder: PlacementRecorder?

    init(nodes: [ViewNode], recorder: PlacementRecorder? = nil) {
        self.nodes = nodes
        self.recorder = recorder
    }

    func recording(into recorder: PlacementRecorder) -> LayoutSubviews {
        LayoutSubviews(nodes: nodes, recorder: recorder)
    }

    /// The first index.
    public var startIndex: Int { 0 }
    /// One past the last index.
    public var endIndex: Int { nodes.count }

    /// The subview at `index`.
    public subscript(index: Int) -> LayoutSubview {
        LayoutSubview(node: nodes[index], index: index, recorder: recorder)
    }

    /// A stack's spacing along `axis` as its host lays it out: `spacing` or the default, snapped to
    /// whole cells in points mode.
    /// With `inCells`, `spacing` counts cells.
    func resolvedSpacing(_ spacing: CGFloat?, along axis: Axis, inCells: Bool = false) -> CGFloat {
        guard let node = nodes.first else { return spacing ?? 0 }
        return MainActor.assumeIsolated {
            let runtime = node.runtime
            if inCells, let spacing { return runtime.length(ofCells: spacing, along: axis) }
            return runtime.stackSpacing(spacing, along: axis)
        }
    }
}
