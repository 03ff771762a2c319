import KinemaAnimation
import KinemaGeometry

/// The node of a built-in modifier: one content child (`children[0]`), plus whatever the modifier
/// adds. By default it measures, places and draws exactly like its content.
class ModifierNode: UnaryNode {
    var content: ViewNode? { children.first }

    override func update(with view: any View) {
        let modified = view as! any ModifiedView
        update(modifier: modified.erasedModifier)
        runtime.reconcileChild(of: self, at: 0, with: modified.erasedContent)
    }

    /// Takes the new modifier value; subclasses store it and call `invalidate()` when it changed.
    func update(modifier: any ViewModifier) {}

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        content?.sizeThatFits(proposal) ?? .zero
    }

    override var layoutPriority: Double { content?.layoutPriority ?? 0 }

    override func placeContent(in frame: Rect, transaction: Transaction) {
        content?.place(in: frame, transaction: transaction)
    }

    override func draw(into recorder: inout DisplayListRecorder, context: DrawContext) {
        content?.drawIfVisible(into: &recorder, context: context)
    }
}
