import Foundation
import KinemaAnimation

/// The runtime of the view host doing the current work (an event, an update, a frame), found
/// through the property-animator driver the host installs around its work; nil outside any host's
/// work.
@MainActor
var currentHostRuntime: ViewRuntime? {
    // A host installs its driver in a thread-local slot (no task-local push: it would allocate on
    // every event and frame); a driver pushed by code of the app's own comes first.
    ((PropertyAnimator.driver ?? PropertyAnimator.hostDriver) as? HostAnimatorDriver)?.runtime
}

/// The root size of the host doing the current work, in layout units (cells, or points in points
/// mode): what a sheet covers. Read in a body, the body re-runs when the screen is resized.
@MainActor
var currentHostLayoutSize: CGSize? {
    currentHostRuntime?.observedSize.size
}

/// Records `message` in the `diagnostics` of the host doing the current work. Outside any host's
/// work the message is dropped: there is no one to tell.
@MainActor
func reportToHost(_ message: String) {
    currentHostRuntime?.diagnose(message)
}
