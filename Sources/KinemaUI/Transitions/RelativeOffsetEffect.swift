import Foundation
import KinemaGeometry

/// Moves the drawn view by a fraction of its own presented size (`fraction` (−1, 0) draws it one
/// width to the left); layout is unchanged. Animatable. The move transitions use it, so a view
/// moves out by exactly its own size even while its frame animates.
public struct _RelativeOffsetEffect: ViewModifier, PrimitiveModifier, Equatable {
    let fraction: CGSize

    init(fraction: CGSize) {
        self.fraction = CellCount.size(fraction, nanAs: 0)
    }

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ModifierNode {
        EffectNode(runtime: runtime, parent: parent, environment: environment)
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}
