import Foundation
import KinemaGeometry

/// Where a scroll comes to rest: the rectangle of the content the viewport should show, and the
/// point of it that is aligned (``ScrollTargetBehavior/updateTarget(_:context:)`` moves it).
public struct ScrollTarget: Sendable {
    /// The part of the content the viewport should show at rest, in the content's coordinates.
    public var rect: CGRect
    /// The point of ``rect`` aligned with the same point of the viewport; `nil` aligns the
    /// top-leading corners.
    public var anchor: UnitPoint?

    /// Creates a target.
    public init(rect: CGRect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }
}

/// What a ``ScrollTargetBehavior`` knows about the scroll it adjusts.
public struct ScrollTargetBehaviorContext: Sendable {
    /// The target the scroll started from (the offset when the drag, wheel step or key began).
    public var originalTarget: ScrollTarget
    /// The content's velocity at the release, cells per second (for a wheel step or a key: a
    /// velocity in the step's direction).
    public var velocity: CGVector
    /// The content's size.
    public var contentSize: CGSize
    /// The viewport's size.
    public var containerSize: CGSize
    /// The axes the scroll view scrolls along.
    public var axes: Axis.Set
    /// The leading edges of the views of the ``View/scrollTargetLayout(isEnabled:)`` container as
    /// content offsets, along an axis: the boundary nearest a position (direction 0) or the first one
    /// strictly beyond it (−1, +1).
    let alignedOffset: @MainActor @Sendable (Axis, Double, Int) -> Double?

    /// Whether the scroll was an interaction that keeps going by itself (a flick) rather than a
    /// step (a wheel notch or a key).
    let isStep: Bool
}

/// Decides where a user's scroll comes to rest: after a drag is released (from the offset its
/// momentum would reach), after a wheel step and after a key.
///
/// ```swift
/// ScrollView(.horizontal) {
///     LazyHStack { ForEach(photos) { PhotoCard(photo: $0) } }
///         .scrollTargetLayout()
/// }
/// .scrollTargetBehavior(.viewAligned)
/// ```
///
/// Programmatic scrolls (``ScrollViewProxy/scrollTo(_:anchor:)``, ``ScrollPosition``) are not
/// adjusted, as in SwiftUI.
@MainActor
public protocol ScrollTargetBehavior {
    /// Moves `target` to where the scroll should rest.
    func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetBehaviorContext)
}

/// Each scroll rests on a page: a multiple of the viewport's size (the last page ends at the
/// content's end). A released drag turns at most one page; a flick always turns one; a wheel notch
/// or a key turns one.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    /// Creates the paging behaviour.
    public init() {}

    /// The speed, cells per second, above which a release turns the page in its direction.
    static let flickSpeed = 4.0

    /// Moves `target` onto a page boundary.
    public func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetBehaviorContext) {
        if context.axes.contains(.vertical) {
            target.rect.origin.y = CGFloat(
                page(
                    Double(target.rect.origin.y), from: Double(context.originalTarget.rect.origin.y),
                    velocity: Double(context.velocity.dy), size: Double(context.containerSize.height),
                    content: Double(context.contentSize.height)))
        }
        if context.axes.contains(.horizontal) {
            target.rect.origin.x = CGFloat(
                page(
                    Double(target.rect.origin.x), from: Double(context.originalTarget.rect.origin.x),
                    velocity: Double(context.velocity.dx), size: Double(context.containerSize.width),
                    content: Double(context.contentSize.width)))
        }
    }

    private func page(_ proposed: Double, from origin: Double, velocity: Double, size: Double, content: Double)
        -> Double
    {
        guard size > 0, proposed.isFinite, origin.isFinite else { return proposed }
        let limit = max(content - size, 0)
        // The page the scroll started on (the last page is the one ending at the content's end).
        let start = origin >= limit - 1e-9 && limit > 0 ? (limit / size).rounded(.up) : (origin / size).rounded()
        var index = min(max((proposed / size).rounded(), start - 1), start + 1)
        if index == start && abs(velocity) > Self.flickSpeed {
            index += velocity > 0 ? 1 : -1
        }
        return min(max(index * size, 0), limit)
    }
}

/// Each scroll rests with a view of the ``View/scrollTargetLayout(isEnabled:)`` container aligned
/// to the viewport's leading edge (its top in a vertical scroll view).
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How far one scroll may go.
    public struct LimitBehavior: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case automatic, always, never, alwaysByOne, alwaysByFew }
        let kind: Kind

        /// Limited along a horizontal axis, not along a vertical one (SwiftUI's choice on compact
        /// screens).
        public static let automatic = LimitBehavior(kind: .automatic)
        /// A scroll moves at most a viewport's worth of views.
        public static let always = LimitBehavior(kind: .always)
        /// A scroll goes as far as its momentum carries it, then aligns.
        public static let never = LimitBehavior(kind: .never)
        /// A scroll moves at most one view.
        public static let alwaysByOne = LimitBehavior(kind: .alwaysByOne)
        /// A scroll moves at most a few views (a viewport's worth, as ``always``).
        public static let alwaysByFew = LimitBehavior(kind: .alwaysByFew)
    }

    /// How far one scroll may go.
    public var limitBehavior: LimitBehavior

    /// Creates the behaviour.
    public init(limitBehavior: LimitBehavior = .automatic) {
        self.limitBehavior = limitBehavior
    }

    /// Moves `target` so a view's leading edge is at the viewport's leading edge.
    public func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetBehaviorContext) {
        for axis in [Axis.vertical, .horizontal]
        where context.axes.contains(axis == .vertical ? Axis.Set.vertical : Axis.Set.horizontal) {
            let proposed = Double(axis == .vertical ? target.rect.origin.y : target.rect.origin.x)
            let origin = Double(
                axis == .vertical ? context.originalTarget.rect.origin.y : context.originalTarget.rect.origin.x)
            let velocity = Double(axis == .vertical ? context.velocity.dy : context.velocity.dx)
            let viewport = Double(axis == .vertical ? context.containerSize.height : context.containerSize.width)
            guard
                let aligned = align(
                    proposed, from: origin, velocity: velocity, viewport: viewport, axis: axis, context: context)
            else { continue }
            if axis == .vertical {
                target.rect.origin.y = CGFloat(aligned)
            } else {
                target.rect.origin.x = CGFloat(aligned)
            }
        }
    }

    private func align(
        _ proposed: Double, from origin: Double, velocity: Double, viewport: Double, axis: Axis,
        context: ScrollTargetBehaviorContext
    ) -> Double? {
        let direction = velocity > PagingScrollTargetBehavior.flickSpeed ? 1 : velocity < -PagingScrollTargetBehavior.flickSpeed ? -1 : 0
        let at = context.alignedOffset
        if context.isStep {
            // A wheel notch or a key: the view nearest where the step goes, and at least the next
            // one in its direction.
            let nearest = at(axis, proposed, 0)
            guard direction != 0 else { return nearest }
            if let nearest, (nearest - origin) * Double(direction) > 1e-6 { return nearest }
            return at(axis, origin, direction)
        }
        var proposed = proposed
        let limited: Bool
        switch limitBehavior.kind {
        case .automatic: limited = axis == .horizontal
        case .always, .alwaysByFew, .alwaysByOne: limited = true
        case .never: limited = false
        }
        if limitBehavior.kind == .alwaysByOne {
            let next = at(axis, origin, 1) ?? origin
            let previous = at(axis, origin, -1) ?? origin
            proposed = min(max(proposed, previous), next)
        } else if limited {
            proposed = min(max(proposed, origin - viewport), origin + viewport)
        }
        guard var aligned = at(axis, proposed, 0) else { return nil }
        // A flick always moves on to a view in its direction.
        if direction != 0, let start = at(axis, origin, 0), aligned == start, let next = at(axis, origin, direction) {
            aligned = next
        }
        return aligned
    }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Scrolls rest on page boundaries (multiples of the viewport's size).
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Scrolls rest with a view of the scroll target layout aligned to the viewport's leading edge.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

    /// Scrolls rest aligned to a view, going at most as far as `limitBehavior` allows.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior)
        -> ViewAlignedScrollTargetBehavior
    {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

private struct IsScrollTargetLayoutKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether the view is (inside) a container marked by ``View/scrollTargetLayout(isEnabled:)``.
    var isScrollTargetLayout: Bool {
        get { self[IsScrollTargetLayoutKey.self] }
        set { self[IsScrollTargetLayoutKey.self] = newValue }
    }
}

extension View {
    /// Sets where the user's scrolls in the scroll views this modifies come to rest.
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> ModifiedContent<
        Self, _EnvironmentModifier
    > {
        let box = ScrollTargetBehaviorBox(behavior: behavior)
        return modifier(
            _EnvironmentModifier(transform: { $0.scrollConfiguration.targetBehavior = box }, value: nil))
    }

    /// Marks the outermost layout container of this view (a `LazyVStack`, `HStack`, grid …) as the
    /// one whose views are scroll targets: ``ViewAlignedScrollTargetBehavior`` aligns them, and
    /// ``View/scrollPosition(id:anchor:)`` reports and scrolls to their ids.
    public func scrollTargetLayout(isEnabled: Bool = true) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(
            _EnvironmentModifier(
                transform: { $0.isScrollTargetLayout = isEnabled }, value: WatchedValue(isEnabled)))
    }
}

/// A behaviour handed down the environment.
struct ScrollTargetBehaviorBox: @unchecked Sendable {
    // @unchecked: the behaviour is only read and called on the main actor (by the scroll view
    // node); the box crosses no isolation boundary, it only sits in `EnvironmentValues`.
    let behavior: any ScrollTargetBehavior
}
