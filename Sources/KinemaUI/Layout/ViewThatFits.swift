import Foundation
import KinemaAnimation
import KinemaGeometry

/// Shows the first of its child views whose ideal size fits the space offered, or the last one if
/// none does.
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///     Text("Delivered on Tuesday, 14 March")
///     Text("Delivered 14 Mar")
///     Image(systemName: "shippingbox")
/// }
/// ```
///
/// Only the axes in `axes` are checked: a child fits when its ideal size along each of them is no
/// larger than the proposal (an unspecified proposal fits anything); along the other axes it gets
/// the proposal as it is. Every child stays installed, so its state survives while another child is
/// shown; the children not chosen are laid out at zero size and neither drawn nor hit.
public struct ViewThatFits<Content: View>: View, PrimitiveView {
    let axes: Axis.Set
    let content: Content

    /// Creates a view that chooses among `content`'s child views along `axes`.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        ViewThatFitsNode(runtime: runtime, parent: parent, environment: environment)
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

@MainActor
protocol ViewThatFitsParts {
    var axes: Axis.Set { get }
    var erasedContent: any View { get }
}

extension ViewThatFits: ViewThatFitsParts {
    var erasedContent: any View { content }
}

final class ViewThatFitsNode: UnaryNode {
    private var axes: Axis.Set = [.horizontal, .vertical]
    private var candidateCache: [ViewNode]?
    /// The child shown since the last placement.
    private(set) var chosenIndex: Int?

    override func update(with view: any View) {
        let parts = view as! any ViewThatFitsParts
        if parts.axes != axes || needsCommit {
            axes = parts.axes
            invalidate()
        }
        runtime.reconcileChild(of: self, at: 0, with: parts.erasedContent)
    }

    private var candidates: [ViewNode] {
        if let candidateCache { return candidateCache }
        var nodes: [ViewNode] = []
        children.first?.collectSubviews(into: &nodes)
        candidateCache = nodes
        return nodes
    }

    override func subviewListDidChange() {
        candidateCache = nil
        super.subviewListDidChange()
    }

    /// The index of the first candidate whose ideal size fits `proposal` along the checked axes,
    /// else the last; `nil` without candidates.
    func choice(for proposal: ProposedViewSize) -> Int? {
        let candidates = self.candidates
        guard !candidates.isEmpty else { return nil }
        let checksWidth = axes.contains(.horizontal)
        let checksHeight = axes.contains(.vertical)
        let ideal = ProposedViewSize(
            width: checksWidth ? nil : proposal.width, height: checksHeight ? nil : proposal.height)
        for (index, candidate) in candidates.enumerated() {
            let size = candidate.sizeThatFits(ideal)
            if checksWidth && !Self.fits(size.width, in: proposal.width) { continue }
            if checksHeight && !Self.fits(size.height, in: proposal.height) { continue }
            return index
        }
        return candidates.count - 1
    }

    private static func fits(_ length: CGFloat, in proposed: CGFloat?) -> Bool {
        guard let proposed else { return true }
        // NaN never fits; a rounding error of a length computed in points does.
        return length <= proposed + 1e-9
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        guard let index = choice(for: proposal) else { return .zero }
        return candidates[index].sizeThatFits(proposal)
    }

    override var layoutPriority: Double { candidates.map(\.layoutPriority).max() ?? 0 }

    override func placeContent(in frame: Rect, transaction: Transaction) {
        if let list = children.first as? ListNode { list.commitLists(transaction: transaction) }
        let index = choice(for: ProposedViewSize(frame.size))
        if index != chosenIndex {
            chosenIndex = index
            invalidateDrawBounds()
        }
        for (position, candidate) in candidates.enumerated() {
            // The others are laid out at zero size (they are measured, so they must be committed).
            let candidateFrame = position == index ? frame : Rect(origin: frame.origin, size: .zero)
            candidate.place(in: candidateFrame, transaction: transaction)
        }
    }

    override func computeDrawBounds() -> Rect {
        guard let index = chosenIndex, index < candidates.count else { return presentedFrame }
        var bounds: Rect?
        candidates[index].formSubviewDrawBounds(&bounds)
        return bounds.map { presentedFrame.covering($0) } ?? presentedFrame
    }

    override func draw(into recorder: inout DisplayListRecorder, context: DrawContext) {
        guard let index = chosenIndex, index < candidates.count else { return }
        candidates[index].drawIfVisible(into: &recorder, context: context)
    }

    override func computeExplicitAlignment(_ key: AlignmentKey, in size: Size) -> CGFloat? {
        guard let index = choice(for: ProposedViewSize(size)) else { return nil }
        return candidates[index].explicitAlignment(key, in: size)
    }
}
