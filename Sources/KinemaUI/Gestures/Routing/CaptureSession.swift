import KinemaGeometry

/// The gestures a press captured: every gesture attached along the path from the view hit to the
/// root, arbitrated as the view tree says. Until the capture is over, every move and the release
/// go to them wherever the pointer is.
///
/// A capture outlives its release while a gesture waits for another press (a double tap): the
/// next press continues it if it lands on the same gestures, and otherwise expires it first.
@MainActor
final class CaptureSession {
    let root: any ErasedGestureRecognizer
    /// The attached nodes taking part, innermost first.
    let attachments: [any GestureAttachment]
    private(set) var isPointerDown = false
    private(set) var location: Point
    private var modifiers: EventModifiers = []

    init(root: any ErasedGestureRecognizer, attachments: [any GestureAttachment], location: Point) {
        self.root = root
        self.attachments = attachments
        self.location = location
    }

    /// Whether this capture follows the same gestures as `other` (a second press of a double tap).
    func hasSameAttachments(as other: [any GestureAttachment]) -> Bool {
        attachments.count == other.count && zip(attachments, other).allSatisfy { $0 === $1 }
    }

    /// Feeds one event to the gestures and runs their actions. Returns `true` when the capture is
    /// over (every gesture ended or failed, or nothing can continue it), after resetting them.
    func send(
        _ kind: GestureEvent.Kind, at location: Point? = nil, time: Double, modifiers: EventModifiers? = nil
    ) -> Bool {
        if let location { self.location = location }
        if let modifiers { self.modifiers = modifiers }
        switch kind {
        case .began: isPointerDown = true
        case .ended, .cancelled: isPointerDown = false
        case .moved, .timer, .expired: break
        }
        let event = GestureEvent(
            kind: kind, location: self.location, time: time, modifiers: self.modifiers,
            isPointerDown: isPointerDown)
        root.update(event, in: .screen)
        root.deliver()
        if !root.erasedPhase.isTerminal && !isPointerDown && !root.isWaitingForNextPress
            && root.deadline == nil
        {
            // Released, and nothing is waiting for a press or for time: nothing can move it on.
            root.update(
                GestureEvent(kind: .expired, location: self.location, time: time, isPointerDown: false),
                in: .screen)
            root.deliver()
            root.reset()
            return true
        }
        guard root.erasedPhase.isTerminal else { return false }
        root.reset()
        return true
    }

    /// The earliest time the gestures want to be updated without an event.
    var deadline: Double? { root.deadline }

    /// Whether a gesture still takes part (its view was not removed).
    var hasLiveAttachments: Bool { attachments.contains { !$0.isLeaving } }

    /// Ends the capture: gestures fail without ending and reset (the window lost focus, the views
    /// went away).
    func cancel(at time: Double) {
        _ = send(.cancelled, time: time)
        root.reset()
    }

    /// Composes the gestures attached along a hit path (innermost first) the way the view tree
    /// says: a normal gesture after its subviews' (exclusive, subviews first), a high-priority one
    /// before them, a simultaneous one together with them; masks drop this gesture or the
    /// subviews'.
    static func arbitration(of path: [any GestureAttachment]) -> (any ErasedGestureRecognizer)? {
        var combined: (any ErasedGestureRecognizer)?
        for node in path {
            if !node.mask.contains(.subviews) { combined = nil }
            guard node.mask.contains(.gesture) else { continue }
            let leaf = AttachmentLeaf(node)
            guard let inner = combined else {
                combined = leaf
                continue
            }
            switch node.priority {
            case .normal: combined = ExclusiveArbiter(first: inner, second: leaf)
            case .high: combined = ExclusiveArbiter(first: leaf, second: inner)
            case .simultaneous: combined = SimultaneousArbiter(first: inner, second: leaf)
            }
        }
        return combined
    }
}
