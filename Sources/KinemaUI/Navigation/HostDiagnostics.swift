import KinemaAnimation

/// Records `message` in the `diagnostics` of the view host doing the current work (an event, an
/// update, a frame), found through the property-animator driver the host installs around its work.
/// Outside any host's work the message is dropped: there is no one to tell.
@MainActor
func reportToHost(_ message: String) {
    (PropertyAnimator.driver as? HostAnimatorDriver)?.runtime?.diagnose(message)
}
