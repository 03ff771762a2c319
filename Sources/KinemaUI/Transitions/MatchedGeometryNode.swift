import KinemaAnimation
import KinemaGeometry

/// The members of each matched-geometry group, and the frames at which members removed in the
/// update in progress were shown (a view inserted in that update starts from there).
///
/// Invariants: `members[key]` holds each installed node using `key` once, most recently inserted
/// first; removed nodes are not in it.
@MainActor
final class MatchedGeometryRegistry {
    private var members: [MatchedGeometryKey: [MatchedGeometryNode]] = [:]
    private var departed: [MatchedGeometryKey: (frame: Rect, seed: Int)] = [:]
    /// The installed members with `isSource: false`, which lay out at their source's frame.
    private var followers: [MatchedGeometryNode] = []

    /// Records whether `node` is a non-source member (it follows its group's source in layout).
    func setFollowing(_ node: MatchedGeometryNode, _ follows: Bool) {
        let index = followers.firstIndex { $0 === node }
        if follows, index == nil { followers.append(node) }
        if !follows, let index { followers.remove(at: index) }
    }

    /// Marks for placement the followers whose source's frame changed since they were placed (a
    /// source placed after its follower in the same pass, or moved by an update that did not touch
    /// the follower); returns whether there was one, so the update places again.
    ///
    /// - Complexity: O(followers), once per placement round.
    func invalidateStaleFollowers() -> Bool {
        var stale = false
        for follower in followers where follower.followsStaleFrame {
            follower.invalidateCommit()
            stale = true
        }
        return stale
    }

    func insert(_ node: MatchedGeometryNode, key: MatchedGeometryKey) {
        members[key, default: []].insert(node, at: 0)
    }

    /// Removes `node`; `shownFrame` is where it was drawn, for a view inserted in update `seed`.
    func remove(_ node: MatchedGeometryNode, key: MatchedGeometryKey, shownFrame: Rect?, seed: Int) {
        members[key]?.removeAll { $0 === node }
        if members[key]?.isEmpty == true { members[key] = nil }
        if let shownFrame { departed[key] = (shownFrame, seed) }
        // Frames of earlier updates are never asked for again.
        if departed.count > 64 { departed = departed.filter { $0.value.seed == seed } }
    }

    func members(of key: MatchedGeometryKey) -> [MatchedGeometryNode] { members[key] ?? [] }

    /// Where a member removed in update `seed` was shown.
    func departedFrame(of key: MatchedGeometryKey, seed: Int) -> Rect? {
        guard let entry = departed[key], entry.seed == seed else { return nil }
        return entry.frame
    }
}

/// The node of `.matchedGeometryEffect`: draws its content displaced from its own frame to the
/// group's shared geometry.
///
/// `displacement` is the shown frame minus the own frame (origin and size components); it starts at
/// the removed source's shown frame when the node is inserted into a group and animates to zero.
final class MatchedGeometryNode: ModifierNode {
    private var effect: _MatchedGeometryEffect?
    private var key: MatchedGeometryKey?
    private var displacement = AnimatableSlot<Rect>()
    /// The node joined its group in this update and has not looked for a frame to start from.
    private var joined = false
    /// The node is leaving and follows a new member's frame (see ``follow(to:transaction:)``); if it
    /// is inserted again mid-flight it animates back from where it is shown.
    private var isFollowing = false

    /// The source frame the content was last laid out at (a follower's), to notice when it moves.
    private var followedFrame: Rect?

    override func update(modifier: any ViewModifier) {
        let new = modifier as! _MatchedGeometryEffect
        if new.key != key {
            leaveGroup(shownFrame: nil)
            runtime.matchedGeometry.insert(self, key: new.key)
            key = new.key
            joined = true
        }
        if new.isSource != effect?.isSource { runtime.matchedGeometry.setFollowing(self, !new.isSource) }
        effect = new
        invalidateCommit()
        invalidateDrawBounds()
    }

    override func didUninstall() {
        leaveGroup(shownFrame: shownFrame)
        runtime.matchedGeometry.setFollowing(self, false)
        super.didUninstall()
    }

    private func leaveGroup(shownFrame: Rect?) {
        guard let key else { return }
        runtime.matchedGeometry.remove(self, key: key, shownFrame: shownFrame, seed: runtime.updateSeed)
        self.key = nil
    }

    /// Where the view is drawn: its presented frame displaced.
    var shownFrame: Rect {
        Self.displaced(presentedFrame, by: displacement.presented ?? .zero)
    }

    private static func displaced(_ frame: Rect, by delta: Rect) -> Rect {
        Rect(
            x: frame.origin.x + delta.origin.x, y: frame.origin.y + delta.origin.y,
            width: frame.size.width + delta.size.width, height: frame.size.height + delta.size.height)
    }

    /// The displacement that shows `own` at `target`, for the shared properties.
    private func delta(from own: Rect, to target: Rect) -> Rect {
        guard let effect, target.origin.x.isFinite, target.origin.y.isFinite else { return .zero }
        if effect.properties.contains(.size) {
            return Rect(
                x: target.origin.x - own.origin.x, y: target.origin.y - own.origin.y,
                width: target.size.width - own.size.width, height: target.size.height - own.size.height)
        }
        guard effect.properties.contains(.position) else { return .zero }
        let to = target.point(at: effect.anchor)
        let from = own.point(at: effect.anchor)
        return Rect(x: to.x - from.x, y: to.y - from.y, width: 0, height: 0)
    }

    override func commit(transaction: Transaction) -> Bool {
        if displacement.presented == nil {
            _ = displacement.set(.zero, transaction: Transaction(), at: runtime.time)
        }
        // A follower gets the shared frame from layout (``placeContent(in:transaction:)``): its
        // content's frame animates there under the update's transaction like any frame.
        guard let key, let own = modelFrame, effect?.isSource != false else {
            joined = false
            return false
        }
        if !joined {
            guard isFollowing, !isLeaving else { return false }
            return returnFromFollowing(key: key, own: own, transaction: transaction)
        }
        joined = false
        let members = runtime.matchedGeometry.members(of: key)
        // `isLeaving`, not `isDisappearing`: the removed subtree's top node is flagged, and this
        // modifier is usually below it (under the view's `.transition`).
        let leaving = members.first { $0 !== self && $0.isLeaving }
        guard
            let start = runtime.matchedGeometry.departedFrame(of: key, seed: runtime.updateSeed)
                ?? leaving?.shownFrame
        else { return false }
        // An insertion's set-up commit (under a transition) animates nothing: the update's own
        // transaction times the shared frame.
        let animation = transaction.isAnimated ? transaction : runtime.updateTransaction.geometryTransaction
        _ = displacement.set(delta(from: own, to: start), transaction: Transaction(), at: runtime.time)
        let moves = displacement.set(.zero, transaction: animation, at: runtime.time)
        // Views still leaving move with it to the new frame while they fade.
        for member in members where member !== self && member.isLeaving {
            member.follow(to: own, transaction: animation)
        }
        invalidateDrawBounds()
        return moves
    }

    /// A leaving member inserted again while it followed another member (a collapse reversed
    /// mid-flight): its displacement animates back to zero from where it is shown — under a spring
    /// the retarget merges, so the motion keeps its velocity — and the members now leaving follow
    /// its own frame the same way.
    private func returnFromFollowing(key: MatchedGeometryKey, own: Rect, transaction: Transaction) -> Bool {
        isFollowing = false
        let animation = transaction.isAnimated ? transaction : runtime.updateTransaction.geometryTransaction
        let moves = displacement.set(.zero, transaction: animation, at: runtime.time)
        for member in runtime.matchedGeometry.members(of: key) where member !== self && member.isLeaving {
            member.follow(to: own, transaction: animation)
        }
        invalidateDrawBounds()
        return moves
    }

    /// Animates a leaving view towards `target`.
    private func follow(to target: Rect, transaction: Transaction) {
        isFollowing = true
        if displacement.set(
            delta(from: presentedFrame, to: target), transaction: transaction, at: runtime.time)
        {
            runtime.startAnimating(self)
        }
        invalidateDrawBounds()
    }

    override func advanceOwnAnimations(to time: Double) -> Bool {
        invalidateDrawBounds()
        return displacement.advance(to: time)
    }

    override func removeOwnAnimations() {
        displacement.removeAnimation()
    }

    // A leaving view that follows a new member starts animating outside a commit.
    override func nextAnimationChange(after time: Double) -> Double {
        displacement.isAnimating ? time : super.nextAnimationChange(after: time)
    }

    /// The group's source, for a view that is not one: the most recently inserted member that is a
    /// source and is not leaving.
    private var source: MatchedGeometryNode? {
        guard let key, let effect, !effect.isSource else { return nil }
        return runtime.matchedGeometry.members(of: key).first {
            $0 !== self && $0.effect?.isSource == true && !$0.isLeaving
        }
    }

    /// The frame of the source a follower lays out at, when it has a placed source.
    private var sourceFrame: Rect? {
        guard let frame = source?.modelFrame, frame.origin.x.isFinite, frame.origin.y.isFinite,
            frame.size.width.isFinite, frame.size.height.isFinite
        else { return nil }
        return frame
    }

    /// Whether this follower was laid out at another source frame than its source's current one.
    var followsStaleFrame: Bool {
        guard !isRemoved, modelFrame != nil, !isLeaving else { return false }
        return !Self.isSameFrame(sourceFrame, followedFrame)
    }

    /// A follower (`isSource: false`) lays its content out at its source's frame (spec §5.4): with
    /// `.size` the source's size is proposed to the content, which takes the size it answers; with
    /// `.position` the content's `anchor` is placed on the source's `anchor`, otherwise on its own
    /// frame's. The follower keeps its own frame in its container.
    override func placeContent(in frame: Rect, transaction: Transaction) {
        followedFrame = sourceFrame
        guard let effect, let target = followedFrame, let content,
            effect.properties.contains(.size) || effect.properties.contains(.position)
        else {
            super.placeContent(in: frame, transaction: transaction)
            return
        }
        let size = content.sizeThatFits(
            ProposedViewSize(effect.properties.contains(.size) ? target.size : frame.size))
        let anchor = (effect.properties.contains(.position) ? target : frame).point(at: effect.anchor)
        content.place(
            in: Rect(
                x: anchor.x - effect.anchor.x * size.width, y: anchor.y - effect.anchor.y * size.height,
                width: size.width, height: size.height),
            transaction: transaction)
    }

    /// `context` mapping the presented frame onto the shown one. A follower is laid out at its
    /// source's frame already; it moves with the source's own displacement while the shared frame
    /// animates from a source that left.
    private func matchedContext(_ context: DrawContext) -> DrawContext {
        var own = presentedFrame
        var delta = displacement.presented ?? .zero
        if let source, followedFrame != nil {
            own = source.presentedFrame
            delta = source.displacement.presented ?? .zero
        }
        let shown = Self.displaced(own, by: delta)
        guard shown.origin.x.isFinite, shown.origin.y.isFinite else { return context }
        var result = context
        if delta.size.width != 0 || delta.size.height != 0, own.size.width > 0, own.size.height > 0,
            shown.size.width.isFinite, shown.size.height.isFinite
        {
            result = result.translated(dx: delta.origin.x, dy: delta.origin.y).scaled(
                x: max(shown.size.width, 0) / own.size.width, y: max(shown.size.height, 0) / own.size.height,
                about: own.origin)
        } else if delta.origin.x != 0 || delta.origin.y != 0 {
            result = result.translated(dx: delta.origin.x, dy: delta.origin.y)
        }
        return result
    }

    override func draw(into recorder: inout DisplayListRecorder, context: DrawContext) {
        content?.drawIfVisible(into: &recorder, context: matchedContext(context))
    }

    override func computeDrawBounds() -> Rect {
        let content = contentDrawBounds
        let moved = matchedContext(DrawContext()).apply(content).standardized
        // Text keeps its size and is centred in its scaled frame: allow half its size around it.
        let half = EdgeInsets(
            top: -content.size.height / 2, leading: -content.size.width / 2,
            bottom: -content.size.height / 2, trailing: -content.size.width / 2)
        return presentedFrame.covering(content).covering(moved.inset(by: half))
    }
}

/// `.geometryGroup()`: the view's content is laid out at its final place at once and drawn moved
/// and scaled with this view's animated frame, as one piece.
public struct _GeometryGroupEffect: ViewModifier, PrimitiveModifier, Equatable {
    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ModifierNode {
        GeometryGroupNode(runtime: runtime, parent: parent, environment: environment)
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

extension View {
    /// Animates this view's geometry as one piece: when its frame animates, its subviews keep their
    /// places within it (laid out at once in the new frame) and are drawn moved and scaled with it,
    /// instead of each animating its own frame from where it was.
    public func geometryGroup() -> ModifiedContent<Self, _GeometryGroupEffect> {
        modifier(_GeometryGroupEffect())
    }
}

final class GeometryGroupNode: ModifierNode {
    override func contentTransaction(_ transaction: Transaction) -> Transaction {
        // The content's frames jump: the group's own frame carries the motion.
        var result = transaction
        var geometry = transaction.geometryTransaction
        geometry.animation = nil
        geometry.disablesAnimations = true
        result[GeometryTransactionKey.self] = geometry
        return result
    }

    private func groupContext(_ context: DrawContext) -> DrawContext {
        guard let model = modelFrame else { return context }
        let shown = presentedFrame
        guard shown.origin.x.isFinite, shown.origin.y.isFinite, !shown.isComponentwiseEqual(to: model) else {
            return context
        }
        var result = context.translated(
            dx: shown.origin.x - model.origin.x, dy: shown.origin.y - model.origin.y)
        if model.size.width > 0, model.size.height > 0, shown.size != model.size {
            result = result.scaled(
                x: max(shown.size.width, 0) / model.size.width,
                y: max(shown.size.height, 0) / model.size.height,
                about: model.origin)
        }
        return result
    }

    override func draw(into recorder: inout DisplayListRecorder, context: DrawContext) {
        content?.drawIfVisible(into: &recorder, context: groupContext(context))
    }

    override func computeDrawBounds() -> Rect {
        let content = contentDrawBounds
        return presentedFrame.covering(content).covering(
            groupContext(DrawContext()).apply(content).standardized)
    }
}
