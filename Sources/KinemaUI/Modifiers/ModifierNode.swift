import Foundation
import KinemaAnimation
import KinemaGeometry

/// The node of a built-in modifier: one content child (`children[0]`), plus whatever the modifier
/// adds. By default it measures, places and draws exactly like its content.
class ModifierNode: UnaryNode {
    var content: ViewNode? { children.first }

    /// The content's last value, whose heap box the next one reuses (a modifier's content is
    /// rebuilt whenever the body that holds it re-runs).
    private var contentSlot = ReusableViewSlot()

    override func update(with view: any View) {
        // Through the metatype: casting the value to `any ModifiedView` would box it again.
        (type(of: view) as! any ModifiedView.Type).update(self, with: view)
    }

    /// Takes the new modifier value, typed. By default it calls ``update(modifier:)`` (which boxes
    /// a modifier over three words); a modifier node on a hot path overrides this instead.
    func update<M: ViewModifier>(typedModifier modifier: M) {
        update(modifier: modifier)
    }

    /// Takes the new modifier value; subclasses store it and call `invalidate()` when it changed.
    func update(modifier: any ViewModifier) {}

    /// Reconciles the content child with `content`, reusing the box of its previous value.
    func reconcileContent<Content: View>(_ content: Content) {
        runtime.reconcileChild(of: self, at: 0, with: contentSlot.store(content))
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        content?.sizeThatFits(proposal) ?? .zero
    }

    override var layoutPriority: Double { content?.layoutPriority ?? 0 }

    override func placeContent(in frame: Rect, transaction: Transaction) {
        content?.place(in: contentFrame(in: frame), transaction: transaction)
    }

    /// Where the content goes when this view is placed in `frame`; the whole frame by default.
    /// Modifiers that move or resize their content override it, so their explicit alignment guides
    /// (the content's, moved with it) agree with their placement.
    func contentFrame(in frame: Rect) -> Rect { frame }

    /// The content's explicit guide, moved to where the content sits in a frame of `size`.
    override func computeExplicitAlignment(_ key: AlignmentKey, in size: Size) -> CGFloat? {
        guard let content else { return nil }
        let frame = contentFrame(in: Rect(origin: .zero, size: size))
        guard let value = content.explicitAlignment(key, in: frame.size) else { return nil }
        return value + (key.axis == .horizontal ? frame.origin.x : frame.origin.y)
    }

    override func draw(into recorder: inout DisplayListRecorder, context: DrawContext) {
        content?.drawIfVisible(into: &recorder, context: context)
    }
}
