import Foundation
import KinemaGeometry

// Explicit alignment guides as the runtime sees them: an alignment of either axis (`AlignmentKey`),
// a view's explicit value for it (`ViewNode.explicitAlignment`), and the arithmetic that aligns
// subviews on it. See the Alignment article.

/// One alignment guide of either axis: a fraction of the view's length, or a custom guide.
struct AlignmentKey: Hashable {
    let axis: Axis
    let fraction: Double
    let id: AlignmentGuideID?

    /// Every text declares a value for the baselines, so a search for one may not skip subtrees
    /// without `.alignmentGuide` modifiers.
    var isTextBaseline: Bool { id?.isTextBaseline ?? false }

    /// A guide that can place a view away from where its fraction alone would: a custom guide
    /// (its default value is the identifier's) or a baseline.
    var isCustom: Bool { id != nil }

    var horizontal: HorizontalAlignment {
        id.map { HorizontalAlignment($0.type) } ?? HorizontalAlignment(fraction: fraction)
    }

    var vertical: VerticalAlignment {
        id.map { VerticalAlignment($0.type) } ?? VerticalAlignment(fraction: fraction)
    }

    /// The guide's default value in a view of `size` (`node` answers explicit queries the
    /// identifier's `defaultValue(in:)` makes); never NaN.
    @MainActor
    func defaultValue(of node: ViewNode?, size: Size) -> CGFloat {
        guard let id else {
            let value = fraction * size.value(along: axis)
            return value.isFinite ? value : 0
        }
        let value = GuideEvaluation.guarded(node: node) {
            id.type.defaultValue(in: ViewDimensions(size: size, node: node))
        }
        return value.flatMap { $0.isFinite ? $0 : nil } ?? 0
    }

    /// The guide's position in `node` at `size`: its explicit value, else its default value.
    @MainActor
    func value(of node: ViewNode, size: Size) -> CGFloat {
        let value = node.explicitAlignment(self, in: size) ?? defaultValue(of: node, size: size)
        return value.isFinite ? value : 0
    }

    /// `value` rounded down to a whole unit, tolerating a rounding error just below it.
    static func whole(_ value: CGFloat) -> CGFloat {
        value.isFinite ? (value + 1e-9).rounded(.down) : 0
    }

    /// Merges the explicit values of a container's subviews (already in the container's space).
    func combine(_ values: [CGFloat]) -> CGFloat? {
        guard !values.isEmpty else { return nil }
        switch id?.combination ?? .average {
        case .first: return values.first
        case .last: return values.last
        case .average: return values.reduce(0, +) / CGFloat(values.count)
        }
    }
}

/// Guards the evaluation of alignment guides and identifiers' default values against guides that
/// ask for themselves (`d[.myGuide]` inside `.myGuide`'s own default value): past `limit` nested
/// evaluations the guide is diagnosed and its value is dropped.
@MainActor
enum GuideEvaluation {
    static let limit = 64
    static var depth = 0

    static func guarded<R>(node: ViewNode?, _ body: () -> R) -> R? {
        guard depth < limit else {
            node?.runtime.diagnose(
                "alignment guides ask for each other more than \(limit) deep (a guide or an AlignmentID's "
                    + "defaultValue that reads itself?); the guide's value is taken as 0")
            return nil
        }
        depth += 1
        defer { depth -= 1 }
        return body()
    }
}

extension ViewNode {
    /// This view's explicit value for `key` when laid out at `size` (in its own coordinates), or
    /// `nil` when no view in it declares one. Subtrees with no `.alignmentGuide` and no custom
    /// layout answer at once, unless the key is a text baseline.
    final func explicitAlignment(_ key: AlignmentKey, in size: Size) -> CGFloat? {
        guard explicitGuideSources > 0 || key.isTextBaseline else { return nil }
        let value = GuideEvaluation.guarded(node: self) { computeExplicitAlignment(key, in: size) }
        guard let value = value ?? nil, value.isFinite else { return nil }
        return value
    }

    /// Adds `delta` alignment-guide sources to this node and every ancestor (a source is installed
    /// or removed below them).
    final func noteGuideSources(_ delta: Int) {
        var node: ViewNode? = self
        while let current = node {
            current.explicitGuideSources += delta
            node = current.parent
        }
    }
}

extension LayoutSubviews {
    /// Whether a view among the subviews declares alignment guides (or is a custom layout that may).
    var hasExplicitGuides: Bool {
        MainActor.assumeIsolated { nodes.contains { $0.explicitGuideSources > 0 } }
    }

    /// Offsets across a stack for subviews of `sizes` aligned on `key`, and the length of their
    /// aligned union; `nil` on the common path (a plain fraction, no guide among the subviews),
    /// where the fraction alone places them.
    func alignedOffsets(_ key: AlignmentKey, sizes: [Size]) -> (offsets: [CGFloat], extent: CGFloat)? {
        guard !nodes.isEmpty, key.isCustom || hasExplicitGuides else { return nil }
        return MainActor.assumeIsolated {
            let values = zip(nodes, sizes).map { key.value(of: $0, size: $1) }
            let line = values.max() ?? 0
            var offsets: [CGFloat] = []
            offsets.reserveCapacity(values.count)
            var extent: CGFloat = 0
            for (value, size) in zip(values, sizes) {
                let offset = AlignmentKey.whole(line - value)
                offsets.append(offset)
                extent = Swift.max(extent, offset + size.value(along: key.axis))
            }
            return (offsets, extent)
        }
    }

    /// The merged explicit value of the subviews for `key` where `placing` (a dry run of
    /// `placeSubviews` into the recording subviews it is given) puts them, in the space of the
    /// frames it places; `nil` when none declares one.
    ///
    /// Only custom guides and the text baselines cross a container of several views, as in
    /// SwiftUI: an explicit `.leading` or `.center` aligns a view within its stack, and the stack
    /// itself is aligned by its edges (its content stays inside its frame).
    func mergedExplicitAlignment(
        _ key: AlignmentKey, in bounds: Rect, placing: (LayoutSubviews) -> Void
    ) -> CGFloat? {
        guard !nodes.isEmpty, key.isCustom, key.isTextBaseline || hasExplicitGuides else { return nil }
        let recorder = MainActor.assumeIsolated { PlacementRecorder(count: nodes.count) }
        placing(recording(into: recorder))
        return MainActor.assumeIsolated {
            var values: [CGFloat] = []
            for (index, node) in nodes.enumerated() {
                let frame =
                    recorder.frames[index]
                    ?? {
                        let size = node.sizeThatFits(.unspecified)
                        return Rect(origin: Alignment.center.origin(of: size, in: bounds), size: size)
                    }()
                guard let value = node.explicitAlignment(key, in: frame.size) else { continue }
                values.append(value + (key.axis == .horizontal ? frame.origin.x : frame.origin.y))
            }
            return key.combine(values)
        }
    }
}
