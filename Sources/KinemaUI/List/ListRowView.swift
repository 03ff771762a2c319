import Foundation
import Observation
import KinemaGeometry
import KinemaRender

/// How one row of a list looks right now: what the list's body hands each row it builds.
struct ListRowContext: Equatable {
    var row: Int
    var key: ListRowKey
    var kind: ListModel.Kind
    var style: _ListStyleKind
    var isListFocused: Bool
    /// A blank row above (a grouped style's gap before a section).
    var hasGapAbove: Bool
    var showsSeparator: Bool
    /// The row's `ForEach` has an `onDelete` (the row gets the default "Delete" swipe action).
    var canDelete: Bool
    /// Levels of outline or disclosure group the row is inside (two cells of indentation each).
    var depth = 0
    /// The row's chevron, if it has one.
    var disclosure = ListModel.Disclosure.none
    /// The list is in edit mode (``EditMode/isEditing``): the row shows its editing controls.
    var isEditing = false
    /// The row's delete control and move handle in edit mode.
    var deleteControl = ListRowView.EditControl.none
    var moveControl = ListRowView.EditControl.none
}

/// One row of a ``List`` as the list draws it: the row's content with its insets, background,
/// selection highlight and separator; the gesture that selects it by click or swipes it sideways;
/// its swipe actions behind it.
struct ListRowView: View {
    let content: any View
    let traits: ListRowTraits
    let context: ListRowContext
    /// Whether the row is selected, read by the body alone: a selection change re-runs the rows
    /// it selects or deselects (`nil`: the row cannot be selected).
    let mark: ListRowMark?
    let controller: ListController
    /// The row's sideways offset: negative shows the trailing actions, positive the leading ones.
    @State var swipeOffset: CGFloat = 0
    @State private var drag = SwipeDrag()
    /// How far the move handle has been dragged down (the row follows it).
    @State var moveOffset: CGFloat = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            if context.hasGapAbove { Color.clear.frame(height: 1) }
            if hasSwipeActions { swipeable } else { decorated }
            if context.showsSeparator {
                Divider().foregroundColor(.gray).padding(.leading, insets.leading)
            }
        }
        .padding(.horizontal, context.style.margin)
        .onChange(of: controller.swipes.openRow) { [context] _, open in
            // Another row opened (or the list asked every row to close): this one closes.
            if open != context.key && swipeOffset != 0 && drag.start == nil {
                withAnimation(SwipePhysics.settle) { swipeOffset = 0 }
            }
        }
    }

    private var isSelected: Bool { mark?.isSelected ?? false }

    private var insets: EdgeInsets {
        if let insets = traits.insets { return insets }
        let leading: CGFloat = context.kind == .row ? 1 + context.style.rowIndent : 1
        return EdgeInsets(top: 0, leading: leading, bottom: 0, trailing: 1)
    }

    /// The row's content, after its indentation and chevron when it is in an outline.
    private var indented: AnyView {
        let body = AnyView(erasing: content)!
        guard context.depth > 0 || context.disclosure != .none else { return body }
        let indent = String(repeating: " ", count: 2 * min(context.depth, 1_000))
        return AnyView(
            HStack(alignment: .top, spacing: 0) {
                if !indent.isEmpty { Text(indent) }
                switch context.disclosure {
                case .none: EmptyView()
                case .leaf: Text("  ")
                case .collapsed, .expanded:
                    Text(context.disclosure == .expanded ? "▾ " : "▸ ")
                        .onTapGesture { [controller, row = context.row] in controller.toggle(row) }
                }
                body
            })
    }

    @ViewBuilder private var styled: some View {
        let body = withEditControls(indented)
        switch context.kind {
        case .header:
            if context.style == .plain || context.style == .inset {
                body.bold()
            } else {
                body.bold().foregroundColor(.secondary)
            }
        case .footer:
            body.foregroundColor(.secondary)
        case .row:
            if isSelected {
                body.foregroundColor(context.isListFocused ? .white : nil)
            } else {
                body
            }
        }
    }

    private var background: AnyView? {
        if isSelected {
            return AnyView(context.isListFocused ? Color.accentColor : Color.gray.opacity(0.5))
        }
        if traits.hasBackground { return traits.background }
        if context.style == .insetGrouped && context.kind == .row { return AnyView(Color.gray.opacity(0.25)) }
        return nil
    }

    private var decorated: some View {
        styled
            .padding(insets)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(background ?? AnyView(Color.clear))
            .contentShape(Rectangle())
            .gesture(
                ListRowGesture(allowsSwipe: hasSwipeActions)
                    .onChanged { value in
                        if case .swipe(let translation, _) = value { swipeChanged(translation) }
                    }
                    .onEnded { value in
                        switch value {
                        case .tap(let modifiers): tapped(modifiers)
                        case .swipe(let translation, let velocity): swipeEnded(translation, velocity: velocity)
                        }
                    })
    }

    private func tapped(_ modifiers: EventModifiers) {
        if swipeOffset != 0 {
            close()
        } else if context.kind == .row {
            // A row with children that cannot be selected (a disclosure group, an outline in a
            // list without selection) toggles.
            if context.disclosure == .collapsed || context.disclosure == .expanded,
                !controller.isSelectable(context.row)
            {
                controller.toggle(context.row)
            } else {
                controller.click(context.row, modifiers: modifiers)
            }
        }
    }

    // MARK: Swipe actions

    var trailingActions: SwipeActionsConfiguration? {
        if let own = traits.swipeActions.first(where: { $0.edge == .trailing }) { return own }
        guard context.canDelete, !traits.deleteDisabled else { return nil }
        let row = context.row
        let controller = controller
        let delete = SwipeButton(
            label: AnyView(Text("Delete")), action: { controller.deleteRow(row) }, role: .destructive, tint: nil,
            width: 8)
        return SwipeActionsConfiguration(edge: .trailing, allowsFullSwipe: true, buttons: [delete])
    }

    private var leadingActions: SwipeActionsConfiguration? {
        traits.swipeActions.first { $0.edge == .leading }
    }

    private var hasSwipeActions: Bool {
        context.kind == .row && (trailingActions != nil || leadingActions != nil)
    }

    private var swipeable: some View {
        decorated
            .offset(x: swipeOffset)
            .background(alignment: .trailing) {
                if swipeOffset < 0, let actions = trailingActions { strip(actions, width: -swipeOffset) }
            }
            .background(alignment: .leading) {
                if swipeOffset > 0, let actions = leadingActions { strip(actions, width: swipeOffset) }
            }
            .clipped()
    }

    /// The actions revealed in `width` cells: the first button nearest the row's edge.
    private func strip(_ actions: SwipeActionsConfiguration, width: CGFloat) -> some View {
        let buttons = actions.edge == .trailing ? Array(actions.buttons.reversed()) : actions.buttons
        return HStack(spacing: 0) {
            ForEach(0..<buttons.count, id: \.self) { index in
                let button = buttons[index]
                button.label
                    .padding(.horizontal, 1)
                    .foregroundColor(.white)
                    .background(button.color)
                    .onTapGesture { perform(button) }
            }
        }
        .fixedSize()
        .frame(width: max(width, 0), alignment: actions.edge == .trailing ? .leading : .trailing)
        .background(buttons.last?.color ?? .gray)
        .clipped()
    }

    private func perform(_ button: SwipeButton) {
        button.action()
        close()
    }

    private func close() {
        withAnimation(SwipePhysics.settle) { swipeOffset = 0 }
        if controller.swipes.openRow == context.key { controller.swipes.openRow = nil }
    }

    private var rowWidth: Double { controller.rowWidth(style: context.style) }

    private func swipeChanged(_ translation: Double) {
        if drag.start == nil {
            drag.start = Double(swipeOffset)
            controller.swipes.openRow = context.key
        }
        let raw = (drag.start ?? 0) + translation
        swipeOffset = CGFloat(
            SwipePhysics.shown(raw, trailing: trailingActions, leading: leadingActions, width: rowWidth))
    }

    private func swipeEnded(_ translation: Double, velocity: Double) {
        let start = drag.start ?? Double(swipeOffset)
        drag.start = nil
        let width = rowWidth
        let shown = SwipePhysics.shown(start + translation, trailing: trailingActions, leading: leadingActions, width: width)
        let outcome = SwipePhysics.outcome(
            shown: shown, velocity: velocity, trailing: trailingActions, leading: leadingActions, width: width)
        switch outcome {
        case .close:
            close()
        case .open(let offset):
            withAnimation(SwipePhysics.settle) { swipeOffset = CGFloat(offset) }
        case .fullSwipe(let offset):
            let actions = offset < 0 ? trailingActions : leadingActions
            withAnimation(SwipePhysics.settle) { swipeOffset = CGFloat(offset) }
            guard let first = actions?.buttons.first else { return }
            first.action()
            // A destructive action removes the row; any other leaves it, and it closes.
            if first.role != .destructive { close() }
        }
    }
}

/// The offset a swipe started from (not drawn: a plain reference in the row's state).
@MainActor
final class SwipeDrag {
    var start: Double?
}

/// Which row of a list shows its swipe actions: opening one closes the others.
@MainActor
@Observable
final class ListSwipes {
    var openRow: ListRowKey?
}

/// The rows of a list as a lazy stack reads them: count, identity and view of each row, on demand.
struct ListRowSource: View, LazyForEachAccess {
    let model: ListModel
    let makeRow: @MainActor (Int) -> any View

    var lazyCount: Int { model.count }

    func lazyID(at offset: Int) -> AnyHashable { AnyHashable(model.key(at: offset)) }

    func lazyView(at offset: Int) -> any View { makeRow(offset) }

    func lazyOffset(of id: AnyHashable) -> Int? {
        if let target = id.base as? ListRowIndex { return target.row < model.count ? target.row : nil }
        guard let key = id.base as? ListRowKey else { return nil }
        return model.row(of: key)
    }

    /// Only read by the lazy stack (``LazyForEachAccess``): never built as a view.
    var body: some View { EmptyView() }
}

/// A row named by its position (a scroll target within a list).
struct ListRowIndex: Hashable {
    let row: Int
}
