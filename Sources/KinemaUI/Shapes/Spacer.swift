import Foundation
import KinemaAnimation
import KinemaGeometry
import KinemaRender

/// Flexible empty space along the enclosing stack's axis.
///
/// ```swift
/// HStack { Text("Votes"); Spacer(); Text("12") }   // pushes the count to the right edge
/// ```
public struct Spacer: View, Equatable, PrimitiveView {
    /// The least space it takes, in cells.
    public var minLength: CGFloat

    /// Creates a spacer that takes at least `minLength` cells (default 0).
    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength ?? 0
    }

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        SpacerNode(runtime: runtime, parent: parent, environment: environment)
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

final class SpacerNode: UnaryNode {
    private var minLength: CGFloat = 0

    override func update(with view: any View) {
        minLength = (view as! Spacer).minLength
        invalidate()
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        func length(_ proposed: CGFloat?) -> CGFloat {
            // An infinite proposal (a stack probing flexibility) gets infinity: a spacer takes any space.
            guard let proposed, !proposed.isNaN else { return minLength }
            return max(proposed, minLength)
        }
        switch environment.stackAxis {
        case .horizontal: return Size(width: length(proposal.width), height: 0)
        case .vertical: return Size(width: 0, height: length(proposal.height))
        case nil: return Size(width: length(proposal.width), height: length(proposal.height))
        }
    }
}
