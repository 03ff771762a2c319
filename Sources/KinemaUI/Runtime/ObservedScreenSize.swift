import KinemaGeometry
import Observation

/// The host's screen size, in layout units, as a body can depend on it: a body that reads ``size``
/// re-runs when the screen is resized.
///
/// Layout follows a resize by itself (the root proposes the new size), but a view that draws over
/// the whole screen whatever its place in the tree — a sheet's layer — sizes itself from the screen
/// in its body, and its inputs may not change on a resize (a presenter of fixed size sits at the
/// same place). Reading the size through this observable makes the resize one of the body's inputs.
@Observable
@MainActor
final class ObservedScreenSize {
    /// The screen, in layout units (cells, or points in points mode).
    private(set) var size: Size

    init(_ size: Size) {
        self.size = size
    }

    /// Records a resize; bodies that read ``size`` re-run in the next update.
    func update(_ newSize: Size) {
        guard newSize != size else { return }
        size = newSize
    }
}
