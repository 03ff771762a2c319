import KinemaGeometry

@testable import KinemaUI

/// Records what gesture callbacks saw, in order.
@MainActor
final class GestureLog {
    var entries: [String] = []

    func record(_ entry: String) {
        entries.append(entry)
    }

    /// Returns the entries and clears them.
    func take() -> [String] {
        defer { entries = [] }
        return entries
    }
}

/// A box of `width` × `height` cells drawn with `fill`, at the top-left of a screen of the same size
/// as the host's, so cell coordinates in tests are screen coordinates.
@MainActor
func screen<Content: View>(width: Double, height: Double, @ViewBuilder _ content: () -> Content) -> some View
{
    ZStack(alignment: .topLeading) { content() }
        .frame(width: width, height: height, alignment: .topLeading)
}

/// The centre of cell (`x`, `y`).
func cell(_ x: Int, _ y: Int) -> Point {
    PointerEvent.cellCentre(column: x, row: y)
}
