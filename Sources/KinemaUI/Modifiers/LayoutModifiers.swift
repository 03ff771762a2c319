import Foundation
import KinemaAnimation
import KinemaGeometry

/// Small layout modifiers: `.fixedSize`, `.layoutPriority`, `.zIndex`, `.clipped`.
public struct _LayoutTraitModifier: ViewModifier, PrimitiveModifier, Equatable {
    enum Trait: Equatable {
        case fixedSize(horizontal: Bool, vertical: Bool)
        case priority(Double)
        case zIndex(Double)
        /// An absolute drawing layer above the whole screen (a sheet's), not relative to ancestors.
        case presentationLayer(Double)
        case clipped
    }

    let trait: Trait

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ModifierNode {
        LayoutTraitNode(runtime: runtime, parent: parent, environment: environment)
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

extension View {
    /// Gives the view its ideal size in both dimensions, whatever it is offered.
    public func fixedSize() -> ModifiedContent<Self, _LayoutTraitModifier> {
        fixedSize(horizontal: true, vertical: true)
    }

    /// Gives the view its ideal size in the chosen dimensions.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> ModifiedContent<Self, _LayoutTraitModifier> {
        modifier(_LayoutTraitModifier(trait: .fixedSize(horizontal: horizontal, vertical: vertical)))
    }

    /// Stacks offer space to higher priorities first (default 0).
    public func layoutPriority(_ priority: Double) -> ModifiedContent<Self, _LayoutTraitModifier> {
        modifier(_LayoutTraitModifier(trait: .priority(priority)))
    }

    /// Draws the view above siblings with a lower value (default 0).
    ///
    /// Inside a view that has a z-index of its own (a sheet's layer, a view with `.zIndex`), the
    /// value orders the view only among what that ancestor draws: it stays within the ancestor's
    /// layer instead of replacing it (a `.zIndex(0)` in a sheet drew under the sheet's background).
    public func zIndex(_ value: Double) -> ModifiedContent<Self, _LayoutTraitModifier> {
        modifier(_LayoutTraitModifier(trait: .zIndex(value)))
    }

    /// Draws the view in the absolute layer `layer`, above everything in lower layers wherever it
    /// sits in the tree: sheets and covers (whose layer is above any `.zIndex` inside the app).
    func presentationLayer(_ layer: Double) -> ModifiedContent<Self, _LayoutTraitModifier> {
        modifier(_LayoutTraitModifier(trait: .presentationLayer(layer)))
    }

    /// Draws nothing of the view outside its frame.
    public func clipped() -> ModifiedContent<Self, _LayoutTraitModifier> {
        modifier(_LayoutTraitModifier(trait: .clipped))
    }
}

final class LayoutTraitNode: ModifierNode {
    private var trait = _LayoutTraitModifier.Trait.clipped

    override func update(modifier: any ViewModifier) {
        let trait = (modifier as! _LayoutTraitModifier).trait
        if trait != self.trait || needsCommit {
            // A stack offers space by priority: a new priority can move siblings of equal size.
            if case .priority = trait { runtime.forcesFullLayout = true }
            if case .priority = self.trait { runtime.forcesFullLayout = true }
            self.trait = trait
            invalidate()
        }
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        guard case .fixedSize(let horizontal, let vertical) = trait else {
            return super.computeSize(proposal)
        }
        return super.computeSize(
            ProposedViewSize(
                width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height))
    }

    override var layoutPriority: Double {
        if case .priority(let priority) = trait { return priority }
        return super.layoutPriority
    }

    override func contentFrame(in frame: Rect) -> Rect {
        guard case .fixedSize = trait else { return frame }
        let size = computeSize(ProposedViewSize(frame.size))
        return Rect(origin: Alignment.center.origin(of: size, in: frame), size: size)
    }

    override func draw(into recorder: inout DisplayListRecorder, context: DrawContext) {
        var context = context
        switch trait {
        case .zIndex(let value): context.zIndex = Self.zIndex(value, within: context.zIndex)
        case .presentationLayer(let layer):
            // A presentation covers the screen wherever its presenter sits: no ancestor's clip
            // (a tab's content area, a scroll view's viewport) cuts it.
            context.zIndex = layer
            context.clip = nil
            if !context.clipShapes.isEmpty { context.clipShapes = [] }
            context.visibleBounds = Rect(origin: .zero, size: runtime.size)
        case .clipped: context = context.clipped(to: presentedFrame)
        case .fixedSize, .priority: break
        }
        content?.drawIfVisible(into: &recorder, context: context)
    }

    /// The z-index drawn for `value` inside an ancestor drawn at `outer`: `value` itself at the
    /// top level (0); else above `outer` by less than a quarter, in `value`'s order (`atan` keeps
    /// any value, infinities included, inside that band). So a view with `.zIndex(-1)` in a sheet
    /// still draws above the sheet's own background (at `outer`), and below anything a layer up.
    /// The display list has one z per item: nested levels share the band above their ancestor
    /// (each level still above the one it is in, and ordered by value).
    static func zIndex(_ value: Double, within outer: Double) -> Double {
        let value = value.isNaN ? 0 : value
        guard outer != 0, !outer.isNaN else { return value }
        return outer + (atan(value) / Double.pi + 0.5) / 4
    }
}
