import Foundation
import KinemaAnimation
import KinemaGeometry
import KinemaRender

extension View {
    /// Adds actions revealed by dragging this row of a ``List`` sideways (`.trailing`: drag to the
    /// left; `.leading`: to the right).
    ///
    /// ```swift
    /// ForEach(mail) { message in
    ///     MessageRow(message: message)
    ///         .swipeActions {
    ///             Button("Delete", role: .destructive) { delete(message) }
    ///             Button("Flag") { flag(message) }.tint(.orange)
    ///         }
    /// }
    /// ```
    ///
    /// The row follows the pointer; past its actions it resists (rubber band), unless
    /// `allowsFullSwipe`, when it follows on and a release past 60 % of the row's width (or a flick
    /// that would carry it there) runs the first action — the one nearest the edge. Otherwise the
    /// release decides from where the row would come to rest at its velocity: open (its actions
    /// showing) past half their width, closed before; either way it settles on a spring that starts
    /// at the pointer's velocity. A click on an action runs it and closes the row; a click on an
    /// open row closes it. Buttons show their label on their `.tint(_:)` colour, red for
    /// `role: .destructive`, grey otherwise. Only `Button`s are actions (other views are ignored,
    /// as SwiftUI shows only buttons). A row of a `ForEach` with ``ForEach/onDelete(perform:)`` and
    /// no trailing actions of its own gets SwiftUI's "Delete" action. Outside a list it does nothing.
    public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> ModifiedContent<Self, _ListRowTraitModifier> {
        modifier(
            _ListRowTraitModifier(
                trait: .swipeActions(
                    SwipeActionsConfiguration(edge: edge, allowsFullSwipe: allowsFullSwipe, buttons: .init(content())))))
    }
}

/// The swipe actions of a list row on one edge.
struct SwipeActionsConfiguration {
    let edge: HorizontalEdge
    let allowsFullSwipe: Bool
    /// The buttons, nearest the row's edge first.
    let buttons: [SwipeButton]

    init(edge: HorizontalEdge, allowsFullSwipe: Bool, buttons: [SwipeButton]) {
        self.edge = edge
        self.allowsFullSwipe = allowsFullSwipe
        self.buttons = buttons
    }

    /// The cells the open actions take.
    var width: Double { buttons.reduce(0) { $0 + $1.width } }
}

/// One swipe action: a button's label, action, role and tint.
struct SwipeButton {
    let label: AnyView
    let action: @MainActor () -> Void
    let role: ButtonRole?
    let tint: Color?
    /// The label's width plus a cell on each side.
    let width: Double

    var color: Color { tint ?? (role == .destructive ? .red : .gray) }
}

extension Array where Element == SwipeButton {
    /// The buttons in `content` (looked through as ``BuiltViewLeaves`` does).
    @MainActor
    init(_ content: any View) {
        self = []
        BuiltViewLeaves.walk(content) { view, modifiers in
            guard let button = view as? any ButtonPartsReadable else { return false }
            // The outermost `.tint(_:)` wins.
            let tint = modifiers.lazy.compactMap { BuiltViewLeaves.environment([$0]).tint }.first
            append(SwipeButton(button.buttonParts, tint: tint))
            return true
        }
    }
}

extension SwipeButton {
    /// A button's parts as a swipe action.
    init(_ parts: ButtonParts, tint: Color?) {
        // A label other than a text (an icon label): room for a short title.
        let width = parts.title.map { Double($0.content.count) + 2 } ?? 8
        self.init(label: parts.label, action: parts.action, role: parts.role, tint: tint, width: width)
    }
}

/// The motion of a row being swiped: where it shows for a drag, and where it settles on release.
enum SwipePhysics {
    /// The fraction of the row's width past which a release runs the first action (full swipe).
    static let fullSwipeFraction = 0.6
    /// Seconds of the release velocity added to the position to decide where the row settles (a
    /// flick opens or closes it even from a short drag).
    static let projection = 0.15
    /// The settling spring: critically damped, 0.3 s; it starts at the drag's velocity.
    static let settle = Animation.spring(duration: 0.3, bounce: 0)

    /// Where the row shows for a drag asking for `raw` (negative: to the left), with `trailing`
    /// and `leading` actions, in a row `width` cells wide.
    static func shown(
        _ raw: Double, trailing: SwipeActionsConfiguration?, leading: SwipeActionsConfiguration?, width: Double
    ) -> Double {
        guard raw.isFinite else { return 0 }
        let actions = raw < 0 ? trailing : leading
        let magnitude = abs(raw)
        let sign = raw < 0 ? -1.0 : 1.0
        let dimension = max(width, 1)
        guard let actions, !actions.buttons.isEmpty else {
            return sign * ScrollPhysics.rubberBand(magnitude, dimension: dimension / 4)
        }
        if actions.allowsFullSwipe { return sign * min(magnitude, dimension) }
        let open = actions.width
        if magnitude <= open { return raw }
        return sign * (open + ScrollPhysics.rubberBand(magnitude - open, dimension: dimension / 4))
    }

    /// What a release at `shown` with `velocity` (cells per second along x) does.
    enum Outcome: Equatable {
        case close
        case open(Double)
        /// Run the first action of the edge (the row slides off to `offset` first).
        case fullSwipe(offset: Double)
    }

    static func outcome(
        shown: Double, velocity: Double, trailing: SwipeActionsConfiguration?,
        leading: SwipeActionsConfiguration?, width: Double
    ) -> Outcome {
        let projected = shown + (velocity.isFinite ? velocity : 0) * projection
        guard shown != 0 || projected != 0 else { return .close }
        let side = shown != 0 ? shown : projected
        let actions = side < 0 ? trailing : leading
        let sign = side < 0 ? -1.0 : 1.0
        guard let actions, !actions.buttons.isEmpty, projected * sign > 0 else { return .close }
        if actions.allowsFullSwipe && abs(projected) >= fullSwipeFraction * width && width > actions.width {
            return .fullSwipe(offset: sign * width)
        }
        return abs(projected) >= actions.width / 2 ? .open(sign * actions.width) : .close
    }
}
