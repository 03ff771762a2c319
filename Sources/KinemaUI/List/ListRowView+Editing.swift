import Foundation
import KinemaGeometry

/// A list row's editing controls (see ``EditMode``): a delete control before the content and a
/// move handle after it, shown while the list's edit mode is editing.
///
/// On a terminal the delete control is a red `⊖` and the move handle a dim `≡` at the row's
/// trailing edge. A click on `⊖` opens the row's "Delete" action, as iOS does (a click on it
/// deletes; a click on the row closes it). Dragging `≡` up or down carries the row with the
/// pointer; on release it moves by the rows it was dragged over (`onMove` with SwiftUI's
/// destination). Rows with ``View/deleteDisabled(_:)`` or ``View/moveDisabled(_:)`` keep the
/// control's cells blank, so the rows' content lines up.
extension ListRowView {
    /// Whether a row shows an editing control: none (not editing, or its `ForEach` has no such
    /// action), blank (disabled for this row), or shown.
    enum EditControl: Equatable {
        case none, disabled, enabled
    }

    /// The content with the editing controls around it.
    func withEditControls(_ body: AnyView) -> AnyView {
        guard context.isEditing, context.kind == .row,
            context.deleteControl != .none || context.moveControl != .none
        else { return body }
        return AnyView(
            HStack(alignment: .top, spacing: 0) {
                switch context.deleteControl {
                case .none: EmptyView()
                case .disabled: Text("  ")
                case .enabled:
                    Text("⊖ ").foregroundColor(.red).onTapGesture { revealDelete() }
                }
                body
                Spacer(minLength: 0)
                switch context.moveControl {
                case .none: EmptyView()
                case .disabled: Text("  ")
                case .enabled:
                    Text(" ≡").foregroundColor(.secondary)
                        .gesture(
                            DragGesture(minimumDistance: 0, coordinateSpace: .global)
                                .onChanged { value in moveOffset = value.translation.height }
                                .onEnded { value in endMove(value.translation.height) })
                }
            }
            // The row's content follows the handle while it is dragged.
            .offset(y: moveOffset))
    }

    /// Opens the row's trailing actions (its "Delete").
    func revealDelete() {
        guard let actions = trailingActions else { return }
        controller.swipes.openRow = context.key
        withAnimation(SwipePhysics.settle) { swipeOffset = -CGFloat(actions.width) }
    }

    /// A drag of the move handle ended `translation` cells down: the row moves by the rows it
    /// passed (its height each).
    func endMove(_ translation: CGFloat) {
        moveOffset = 0
        let height = max(controller.lazy?.estimate ?? 1, 1)
        let rows = Double(translation) / height
        guard rows.isFinite else { return }
        let delta = Int(rows.rounded())
        guard delta != 0 else { return }
        controller.moveRow(context.row, by: delta)
    }
}
