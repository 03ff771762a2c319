import Foundation
import KinemaAnimation
import KinemaGeometry

/// Places the view's centre at a point of its parent's space (`.position(x:y:)`).
public struct _PositionLayout: ViewModifier, PrimitiveModifier, Equatable {
    let position: CGPoint

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ModifierNode {
        PositionNode(runtime: runtime, parent: parent, environment: environment)
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

extension View {
    /// Centres this view at `position` in the space its container offers, as SwiftUI's
    /// `position(_:)`: the modified view takes all the space offered (10 × 10 cells where a
    /// dimension is unspecified) and the view inside keeps its own size. A change animates like any
    /// layout change. NaN coordinates count as 0; huge ones are bounded.
    public func position(_ position: CGPoint) -> ModifiedContent<Self, _PositionLayout> {
        modifier(
            _PositionLayout(
                position: CGPoint(
                    x: CellCount.length(position.x, nanAs: 0), y: CellCount.length(position.y, nanAs: 0))))
    }

    /// Centres this view at (`x`, `y`) in the space its container offers.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _PositionLayout> {
        position(CGPoint(x: x, y: y))
    }
}

final class PositionNode: ModifierNode {
    private var position = CGPoint.zero

    override func update(modifier: any ViewModifier) {
        let position = (modifier as! _PositionLayout).position
        if position != self.position {
            self.position = position
            invalidate()
        }
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        let size = proposal.replacingUnspecifiedDimensions()
        return Size(
            width: size.width.isFinite ? max(size.width, 0) : 0,
            height: size.height.isFinite ? max(size.height, 0) : 0)
    }

    override func contentFrame(in frame: Rect) -> Rect {
        guard let content else { return frame }
        let size = content.sizeThatFits(ProposedViewSize(frame.size))
        let origin = CGPoint(
            x: frame.origin.x + position.x - size.width / 2, y: frame.origin.y + position.y - size.height / 2)
        return Rect(origin: origin, size: size)
    }
}
