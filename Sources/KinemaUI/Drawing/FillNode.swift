import KinemaAnimation
import KinemaGeometry
import KinemaRender

extension Color: View, PrimitiveView {
    /// A colour is a view that fills the space it is offered.
    public typealias Body = Never

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        FillNode(runtime: runtime, parent: parent, environment: environment)
    }
}

/// The node of a ``Color`` used as a view: takes the proposed size (10×10 cells when none is
/// proposed, as SwiftUI's colours and shapes do) and draws a fill with an animatable colour.
final class FillNode: UnaryNode {
    private var color: Color?
    private var colorSlot = ColorSlot()

    override func update(with view: any View) {
        let color = view as! Color
        if color != self.color || needsCommit {
            self.color = color
            invalidateCommit()
        }
    }

    private var modelColor: Color { color ?? .default }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        let size = proposal.replacingUnspecifiedDimensions()
        return Size(
            width: size.width.isFinite ? size.width : 0, height: size.height.isFinite ? size.height : 0)
    }

    override func commit(transaction: Transaction) -> Bool {
        colorSlot.set(modelColor, transaction: transaction, at: runtime.time)
    }

    override func advanceOwnAnimations(to time: Double) -> Bool {
        colorSlot.advance(to: time)
    }

    override func removeOwnAnimations() {
        colorSlot.removeAnimation()
    }

    override func draw(into recorder: inout DisplayListRecorder, context: DrawContext) {
        guard context.isVisible(presentedFrame) else { return }
        recorder.append(
            .fill(colorSlot.presented ?? modelColor), frame: presentedFrame, node: self, context: context)
    }
}
