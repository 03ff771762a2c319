import KinemaAnimation

/// A view node that takes part in gesture recognition when a press lands on its content: the
/// nodes of attached gestures, and buttons.
@MainActor
protocol GestureAttachment: SpaceAnchor {
    /// The recognizer of the attached gesture.
    var attachedRecognizer: (any ErasedGestureRecognizer)? { get }
    /// How it arbitrates with the subviews' gestures.
    var priority: GesturePriority { get }
    /// Which gestures it leaves enabled.
    var mask: GestureMask { get }
}

/// The node of an attached gesture: holds its recognizer (the gesture's state, kept across body
/// re-runs) and the space its `local` coordinates are measured in.
final class GestureNode: ModifierNode, GestureAttachment {
    var recognizer: (any ErasedGestureRecognizer)?
    var priority = GesturePriority.normal
    var mask = GestureMask.all
    private(set) var spaceTransform = SpaceTransform.identity

    var attachedRecognizer: (any ErasedGestureRecognizer)? { isEnabled ? recognizer : nil }

    /// Gestures of disabled views (`.disabled(true)`) are not recognized.
    private var isEnabled: Bool { environment.isEnabled }

    override func update<M: ViewModifier>(typedModifier modifier: M) {
        // Through the metatype: casting the value to `any GestureAttaching` would box it.
        (M.self as! any GestureAttaching.Type).attach(modifier, to: self)
        runtime.resetRetiredRecognizers()
    }

    override func update(modifier: any ViewModifier) {
        (type(of: modifier) as! any GestureAttaching.Type).attach(modifier, to: self)
        runtime.resetRetiredRecognizers()
    }

    override func draw(into recorder: inout DisplayListRecorder, context: DrawContext) {
        spaceTransform = SpaceTransform(context: context, frame: presentedFrame)
        content?.drawIfVisible(into: &recorder, context: context)
    }

    override func didUninstall() {
        super.didUninstall()
        // A gesture removed mid-way puts its `@GestureState` back, once the update is over.
        if let recognizer { runtime.postUpdateActions.enqueue { recognizer.reset() } }
    }
}

extension ViewRuntime {
    /// Resets, once the update in progress is over, the recognizers gesture updates replaced.
    func resetRetiredRecognizers() {
        for recognizer in RetiredRecognizers.take() {
            postUpdateActions.enqueue { recognizer.reset() }
        }
    }
}
