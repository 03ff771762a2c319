import Foundation
import KinemaGeometry

/// The space a view prefers around each of its edges, for the containers that space their subviews
/// by it (a custom ``Layout`` asks ``LayoutSubview/spacing`` and
/// ``distance(to:along:)``).
///
/// SwiftUI's views prefer different spacings by kind (text beside text, a control beside a label).
/// A terminal has one: every view prefers the host's default stack spacing — one column beside it
/// and no row above or below it in cells; SwiftUI's 8 points snapped to whole cells (one column,
/// no row) in points mode (see <doc:PointsMode>). So `distance(to:along:)` between two subviews
/// is the gap an `HStack` or `VStack` with default spacing leaves between them.
public struct ViewSpacing: Equatable, Sendable {
    var top: CGFloat
    var leading: CGFloat
    var bottom: CGFloat
    var trailing: CGFloat

    /// No preferred space on any edge.
    public static let zero = ViewSpacing(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// The default spacing in cells: one column beside the view, no row above or below. A
    /// subview's ``LayoutSubview/spacing`` gives the default in its host's units instead.
    public init() {
        self.init(top: 0, leading: 1, bottom: 0, trailing: 1)
    }

    init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The default spacing of a view laid out by `runtime`, in its units.
    @MainActor
    init(defaultIn runtime: ViewRuntime) {
        let horizontal = runtime.stackSpacing(nil, along: .horizontal)
        let vertical = runtime.stackSpacing(nil, along: .vertical)
        self.init(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
    }

    /// Takes, on each of `edges`, the larger of this spacing and `other`'s.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge = .all) {
        if edges.contains(.top) { top = max(top, other.top) }
        if edges.contains(.leading) { leading = max(leading, other.leading) }
        if edges.contains(.bottom) { bottom = max(bottom, other.bottom) }
        if edges.contains(.trailing) { trailing = max(trailing, other.trailing) }
    }

    /// This spacing with, on each of `edges`, the larger of it and `other`'s.
    public func union(_ other: ViewSpacing, edges: Edge = .all) -> ViewSpacing {
        var spacing = self
        spacing.formUnion(other, edges: edges)
        return spacing
    }

    /// The space to leave between this view and `next`, which follows it along `axis`: the larger
    /// of this view's trailing (bottom) preference and `next`'s leading (top) one.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        axis == .horizontal ? max(trailing, next.leading) : max(bottom, next.top)
    }
}
