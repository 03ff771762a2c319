import Foundation
import KinemaAnimation
import KinemaGeometry

/// Extends the modified view into the safe area others reserved (`.ignoresSafeArea(_:edges:)`).
public struct _IgnoresSafeAreaModifier: ViewModifier, PrimitiveModifier, Equatable {
    let regions: SafeAreaRegions
    let edges: Edge

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ModifierNode {
        IgnoresSafeAreaNode(runtime: runtime, parent: parent, environment: environment)
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

extension View {
    /// Extends this view, on `edges`, into the safe area the views around it reserved.
    ///
    /// Layout is unchanged — the view is measured and placed inside the safe area like any other —
    /// but where its frame reaches an edge of the safe area, it is drawn (and hit-tested) out to
    /// the edge of the container that reserved it: under a `NavigationStack`'s bar, a toolbar, a
    /// `safeAreaInset(edge:alignment:spacing:content:)` or a
    /// ``View/safeAreaPadding(_:_:)``, through every such container it reaches in turn. Insets
    /// are drawn over the view.
    ///
    /// ```swift
    /// Color.indigo.ignoresSafeArea()          // a backdrop under the bars
    /// ```
    ///
    /// A terminal window has no safe area of its own (no notch, no home indicator, no on-screen
    /// keyboard), so at the top level this changes nothing, and ignoring only
    /// ``SafeAreaRegions/keyboard`` never does. The extension stops at a scroll view: its content
    /// scrolls inside its viewport.
    public func ignoresSafeArea(
        _ regions: SafeAreaRegions = .all, edges: Edge.Set = .all
    ) -> ModifiedContent<Self, _IgnoresSafeAreaModifier> {
        modifier(_IgnoresSafeAreaModifier(regions: regions, edges: edges))
    }

    /// Extends this view into the safe area on `edges` (SwiftUI's older spelling of
    /// ``View/ignoresSafeArea(_:edges:)``).
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> ModifiedContent<Self, _IgnoresSafeAreaModifier> {
        ignoresSafeArea(.all, edges: edges)
    }
}

final class IgnoresSafeAreaNode: ModifierNode {
    private var ignoring = _IgnoresSafeAreaModifier(regions: .all, edges: .all)

    override func update(modifier: any ViewModifier) {
        let ignoring = modifier as! _IgnoresSafeAreaModifier
        if ignoring != self.ignoring {
            self.ignoring = ignoring
            invalidate()
        }
    }

    override func placeContent(in frame: Rect, transaction: Transaction) {
        content?.place(in: extended(frame), transaction: transaction)
    }

    /// `frame` pushed out, edge by edge, through every safe-area container whose safe edge it
    /// reaches, up to the nearest scroll view. Each container consulted remembers this node, so a
    /// change of its insets places the node again.
    private func extended(_ frame: Rect) -> Rect {
        guard ignoring.regions.contains(.container), !ignoring.edges.isEmpty else { return frame }
        let edges = ignoring.edges
        // Half a cell: frames sit on the cell grid, animated ones may be off it by a fraction.
        let tolerance = 0.5 * min(runtime.cellSize.width, runtime.cellSize.height)
        var minX = Double(frame.origin.x)
        var minY = Double(frame.origin.y)
        var maxX = minX + Double(frame.size.width)
        var maxY = minY + Double(frame.size.height)
        var node = parent
        while let current = node, !(current is ScrollViewNode) {
            if let container = current as? SafeAreaNode, let full = container.fullRect, let safe = container.safeRect {
                container.addDependent(self)
                if edges.contains(.top) && minY <= safe.origin.y + tolerance { minY = min(minY, full.origin.y) }
                if edges.contains(.leading) && minX <= safe.origin.x + tolerance { minX = min(minX, full.origin.x) }
                if edges.contains(.bottom) && maxY >= safe.maxY - tolerance { maxY = max(maxY, full.maxY) }
                if edges.contains(.trailing) && maxX >= safe.maxX - tolerance { maxX = max(maxX, full.maxX) }
            }
            node = current.parent
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
