import Foundation
import KinemaGeometry

/// The interaction state of one ``List``: where the keyboard cursor and the anchor of a Shift
/// extension are, and what clicks and keys do to the selection and the data.
///
/// It lives in the list's `@State` (one per list identity); the list's body hands it the current
/// rows and selection each time it runs. Not observable: nothing drawn depends on it directly (the
/// selection binding is what the body reads).
@MainActor
final class ListController {
    private(set) var model = ListModel()
    private(set) var selection: ListSelection?
    /// The row the keyboard moves from: the last row selected through the list.
    private(set) var cursorRow: Int?
    /// The fixed end of a Shift extension.
    private var anchorRow: Int?
    /// The node around the list's scroll view (set by `_ListHostModifier`).
    weak var host: ViewNode?
    /// Which row shows its swipe actions.
    let swipes = ListSwipes()
    /// The selection as the rows read it (one mark per built row).
    let marks = ListSelectionMarks()
    /// The list's refresh (its body reads whether one runs).
    let refresher = ListRefresher()
    /// The environment's refresh action, if the list is refreshable.
    var refreshAction: RefreshAction?
    /// Which outline elements and disclosure groups are expanded (the list's body reads it).
    let expansion = ListExpansion()

    func update(model: ListModel, selection: ListSelection?) {
        self.model = model
        self.selection = selection
        if let row = cursorRow, row >= model.count { cursorRow = nil }
        if let row = anchorRow, row >= model.count { anchorRow = nil }
    }

    // MARK: Rows

    /// Whether `row` can be selected: a row (not a header or footer) whose tag is of the
    /// selection's type.
    func isSelectable(_ row: Int) -> Bool {
        guard let selection, let tag = model.tag(at: row) else { return false }
        return selection.accepts(tag)
    }

    /// The selectable row after (`step` > 0) or before `row`, `|step|` selectable rows away at most,
    /// stopping at the last selectable row that way.
    private func selectableRow(from row: Int, step: Int) -> Int? {
        let direction = step > 0 ? 1 : -1
        var remaining = abs(step)
        var current = row
        var found: Int?
        var index = row + direction
        // Non-selectable rows (headers, footers) are few; the walk is O(|step| + headers crossed).
        while index >= 0 && index < model.count && remaining > 0 {
            if isSelectable(index) {
                found = index
                current = index
                remaining -= 1
            }
            index += direction
        }
        _ = current
        return found
    }

    private func firstSelectableRow() -> Int? {
        isSelectable(0) ? 0 : selectableRow(from: 0, step: 1)
    }

    private func lastSelectableRow() -> Int? {
        let last = model.count - 1
        guard last >= 0 else { return nil }
        return isSelectable(last) ? last : selectableRow(from: last, step: -1)
    }

    /// The row showing `tag`: the cursor's when it still shows it, else the first that does.
    func row(ofTag tag: AnyHashable) -> Int? {
        if let cursorRow, model.tag(at: cursorRow) == tag { return cursorRow }
        // By element id first: O(segments + the elements compared), no views built.
        if let row = model.row(ofElement: tag), model.tag(at: row) == tag { return row }
        // Rows tagged with `.tag(_:)`: every row is looked at.
        for row in 0..<model.count where model.tag(at: row) == tag { return row }
        return nil
    }

    /// The current row the keyboard moves from, if any row is selected.
    func currentRow() -> Int? {
        guard let selected = selection?.get(), !selected.isEmpty else { return nil }
        if let cursorRow, let tag = model.tag(at: cursorRow), selected.contains(tag) { return cursorRow }
        for tag in selected {
            if let row = row(ofTag: tag) { return row }
        }
        return nil
    }

    // MARK: Selecting

    /// Selects `row` alone, or (`extending`) the rows from the anchor to it, or (`toggling`) adds or
    /// removes it; then scrolls it into view.
    func select(_ row: Int, extending: Bool = false, toggling: Bool = false) {
        guard let selection, isSelectable(row), let tag = model.tag(at: row) else { return }
        if selection.allowsMultiple && extending, let anchor = anchorRow ?? currentRow() {
            var tags: [AnyHashable] = []
            for index in min(anchor, row)...max(anchor, row) {
                if isSelectable(index), let tag = model.tag(at: index) { tags.append(tag) }
            }
            anchorRow = anchor
            selection.set(tags)
        } else if selection.allowsMultiple && toggling {
            var selected = selection.get()
            if selected.contains(tag) { selected.remove(tag) } else { selected.insert(tag) }
            anchorRow = row
            selection.set(Array(selected))
        } else {
            anchorRow = row
            selection.set([tag])
        }
        cursorRow = row
        // The rows' marks now, in this event, so the rows redraw in the update the selection's
        // write starts (the host node would otherwise hand them the selection one update later).
        marks.apply(selection.get())
        scrollIntoView(row)
    }

    /// A click on `row`: Shift extends the selection, Control, Option or Command toggle the row
    /// (multiple selection); otherwise the row alone is selected.
    func click(_ row: Int, modifiers: EventModifiers) {
        guard row < model.count else { return }
        select(
            row, extending: modifiers.contains(.shift),
            toggling: !modifiers.isDisjoint(with: [.control, .option, .command]))
    }

    // MARK: Keys

    /// The list's keys (see the Lists article): arrows, Home/End and Page Up/Down move the
    /// selection (Shift extends it), Option-↑/↓ move the selected rows, Delete and Backspace delete
    /// them.
    func handleKey(_ press: KeyPress) -> KeyPress.Result {
        guard hasKeyboard else { return .ignored }
        if press.key == "r" && !press.modifiers.isDisjoint(with: [.control, .command]), refreshAction != nil {
            refresher.begin(refreshAction)
            return .handled
        }
        guard model.count > 0 else { return .ignored }
        let shift = press.modifiers.contains(.shift)
        let option = press.modifiers.contains(.option)
        if press.modifiers.contains(.control) || press.modifiers.contains(.command) { return .ignored }
        switch press.key {
        case .upArrow where option: return moveSelectedRows(by: -1) ? .handled : .ignored
        case .downArrow where option: return moveSelectedRows(by: 1) ? .handled : .ignored
        case .upArrow: return step(-1, extending: shift)
        case .downArrow: return step(1, extending: shift)
        case .pageUp: return step(-pageRows, extending: shift)
        case .pageDown: return step(pageRows, extending: shift)
        case .home: return jump(to: firstSelectableRow(), extending: shift)
        case .end: return jump(to: lastSelectableRow(), extending: shift)
        case .delete, .deleteForward: return deleteSelectedRows() ? .handled : .ignored
        case .rightArrow where !shift && !option: return disclose(true)
        case .leftArrow where !shift && !option: return disclose(false)
        default: return .ignored
        }
    }

    /// Whether keys are the list's: it has focus, or no view has (a terminal app whose only
    /// keyboard view is a list takes keys without a click or Tab first).
    private var hasKeyboard: Bool {
        guard let host, let focused = host.runtime.focusedNode, !focused.isRemoved else { return true }
        return focused.isInside(host)
    }

    private func step(_ delta: Int, extending: Bool) -> KeyPress.Result {
        guard selection != nil else { return .ignored }
        let from = extending ? (cursorRow ?? currentRow()) : currentRow()
        guard let from else {
            // Nothing selected: ↓ (or Page Down) selects the first row, ↑ the last, as on macOS.
            return jump(to: delta > 0 ? firstSelectableRow() : lastSelectableRow(), extending: false)
        }
        guard let target = selectableRow(from: from, step: delta) else {
            scrollIntoView(from)
            return .handled
        }
        select(target, extending: extending)
        return .handled
    }

    private func jump(to row: Int?, extending: Bool) -> KeyPress.Result {
        guard selection != nil else { return .ignored }
        guard let row else { return .ignored }
        select(row, extending: extending)
        return .handled
    }

    /// Rows in a page: the viewport's height over the rows' mean height, less one row of context.
    private var pageRows: Int {
        guard let scrollView, let lazy else { return 10 }
        let height = Double(scrollView.viewportSize.height)
        let rows = height / max(lazy.estimate, 1)
        return max(Int(rows.rounded(.down)) - 1, 1)
    }

    // MARK: Editing

    /// The selected rows of one `ForEach` able to do `action`: its segment and their offsets.
    private func selectedOffsets(
        where able: (any ListForEachAccess, ListRowTraits) -> Bool
    ) -> (segment: Int, offsets: IndexSet)? {
        guard let selected = selection?.get(), !selected.isEmpty else { return nil }
        var bySegment: [Int: IndexSet] = [:]
        for tag in selected {
            guard let row = row(ofTag: tag) else { continue }
            let entry = model.entry(at: row)
            guard let (segment, offset) = entry.forEach, let access = model.access(ofSegment: segment),
                able(access, ListRowTraits(of: entry.view))
            else { continue }
            bySegment[segment, default: IndexSet()].insert(offset)
        }
        // The cursor's ForEach when the selection spans several.
        if let cursorRow, let segment = model.entry(at: cursorRow).forEach?.segment, let offsets = bySegment[segment] {
            return (segment, offsets)
        }
        return bySegment.min { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// Deletes the selected rows (those of one `ForEach` with an `onDelete`): the selection moves
    /// to the row after them (or before, at the end), as Finder and Mail do.
    func deleteSelectedRows() -> Bool {
        guard let (segment, offsets) = selectedOffsets(where: { $0.listDeleteAction != nil && !$1.deleteDisabled }),
            let action = model.access(ofSegment: segment)?.listDeleteAction, let first = offsets.first,
            let last = offsets.last
        else { return false }
        let start = model.start(ofSegment: segment)
        let count = model.access(ofSegment: segment)?.lazyCount ?? 0
        // The row that will take the deleted rows' place, by tag (its index changes with the data).
        var next: AnyHashable?
        if last + 1 < count {
            next = model.tag(at: start + last + 1)
        } else if first > 0 {
            next = model.tag(at: start + first - 1)
        }
        action(offsets)
        cursorRow = nil
        anchorRow = nil
        if let selection {
            if let next, selection.accepts(next) { selection.set([next]) } else { selection.set([]) }
        }
        return true
    }

    /// Deletes `row` (a swipe's delete action): its `ForEach`'s `onDelete` with its offset.
    func deleteRow(_ row: Int) {
        guard row < model.count, canDelete(row), let (segment, offset) = model.entry(at: row).forEach,
            let action = model.access(ofSegment: segment)?.listDeleteAction
        else { return }
        if let tag = model.tag(at: row), let selection, selection.get().contains(tag) {
            var remaining = selection.get()
            remaining.remove(tag)
            selection.set(Array(remaining))
        }
        action(IndexSet(integer: offset))
    }

    /// Moves the selected rows of one `ForEach` up or down by one row: `onMove` with SwiftUI's
    /// destination (an offset in the data before the move). Not reported when nothing would move.
    func moveSelectedRows(by delta: Int) -> Bool {
        guard let (segment, offsets) = selectedOffsets(where: { $0.listMoveAction != nil && !$1.moveDisabled }),
            let access = model.access(ofSegment: segment), let action = access.listMoveAction,
            let first = offsets.first, let last = offsets.last
        else { return false }
        let count = access.lazyCount
        let destination: Int
        if delta < 0 {
            guard first > 0 else { return true }
            destination = first - 1
        } else {
            guard last < count - 1 else { return true }
            destination = last + 2
        }
        action(offsets, destination)
        // The moved rows keep their tags; the cursor follows them.
        let movedFirst = delta < 0 ? first - 1 : first + 1
        let newRow = model.start(ofSegment: segment) + min(max(movedFirst, 0), count - 1)
        cursorRow = nil
        anchorRow = nil
        scrollIntoView(newRow)
        return true
    }

    // MARK: Scrolling

    /// The width of a row of `style` (the list's width less the style's margins).
    func rowWidth(style: _ListStyleKind) -> Double {
        let width = Double(scrollView?.viewportSize.width ?? 0)
        return max(width - 2 * Double(style.margin), 1)
    }

    /// A release of a drag that pulled the content past the top refreshes.
    func scrollPhaseChanged(from old: ScrollPhase, to new: ScrollPhase) {
        if old == .interacting && new != .interacting && refresher.isPulledPastThreshold {
            refresher.isPulledPastThreshold = false
            refresher.begin(refreshAction)
        }
    }

    private var scrollView: ScrollViewNode? { host?.firstDescendant(of: ScrollViewNode.self) }
    var lazy: LazyStackNode? { scrollView?.firstDescendant(of: LazyStackNode.self) }

    /// Scrolls the least that shows `row` whole (without animation, unless the caller's transaction
    /// has one).
    func scrollIntoView(_ row: Int) {
        guard let scrollView, let lazy, row >= 0, row < model.count else { return }
        // A row shown whole needs no scroll: a request would lay the rows out again and build the
        // rows a target's viewport reaches (each arrow key would build more).
        if let frame = lazy.frameOfRowItem(row), let viewport = scrollView.modelFrame {
            let top = Double(viewport.origin.y + scrollView.targetOffset.y)
            let bottom = top + Double(viewport.size.height)
            if Double(frame.origin.y) >= top - 1e-9 && Double(frame.origin.y + frame.size.height) <= bottom + 1e-9 {
                return
            }
        }
        scrollView.requestScroll(
            to: PendingScrollTarget(kind: .row(lazy, row), anchor: nil, transaction: currentTransaction))
    }
}

extension ViewNode {
    /// The first node of type `T` in this subtree, depth first (self included).
    func firstDescendant<T: ViewNode>(of type: T.Type) -> T? {
        var stack: [ViewNode] = [self]
        while let node = stack.popLast() {
            if let found = node as? T { return found }
            stack.append(contentsOf: node.children.reversed())
        }
        return nil
    }
}

/// Hands a list's controller the node around its scroll view, so keys can find the rows on screen.
struct _ListHostModifier: ViewModifier, PrimitiveModifier {
    let controller: ListController

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ModifierNode {
        ListHostNode(runtime: runtime, parent: parent, environment: environment)
    }

    typealias Body = Never
}

/// The node around a list's scroll view: it reads the list's selection binding — it alone, in a
/// tracked closure — and hands each new selection to the rows' marks, so a selection change (by
/// the list's keys and clicks, or by the app) re-runs this closure and the rows it changes, not
/// the list's body.
final class ListHostNode: ModifierNode {
    private weak var controller: ListController?
    private var selectionContent: TrackedContent?

    /// The list's controller (tests read its marks).
    var controllerForTesting: ListController? { controller }

    override func update(modifier: any ViewModifier) {
        let controller = (modifier as! _ListHostModifier).controller
        controller.host = self
        self.controller = controller
        let content = selectionContent ?? TrackedContent(owner: self, label: "ListSelection")
        selectionContent = content
        // Before the rows are built in this update's layout: they make their marks from it.
        controller.marks.apply(content.evaluate { [controller] in controller.selection?.get() ?? [] })
    }

    override func reconcile() {
        guard let selected = selectionContent?.takeChange(as: Set<AnyHashable>.self) else { return }
        controller?.marks.apply(selected)
    }

    override func didUninstall() {
        selectionContent?.remove()
        selectionContent = nil
        super.didUninstall()
    }
}
