import Observation

/// Whether one row of a `List` is selected: the one value a row's body reads to draw its
/// highlight, so a selection change re-runs the bodies of the rows it selects or deselects and no
/// other (not the list's body, not the other rows in the window).
@MainActor
@Observable
final class ListRowMark {
    var isSelected: Bool

    init(isSelected: Bool) { self.isSelected = isSelected }
}

/// The selection of one `List` as its rows read it: the selected tags, and a `ListRowMark` for
/// every built row that can be selected.
///
/// The list's host node reads the selection binding (and only it: the list's body does not), and
/// hands each new selection to `apply(_:)`, which flips the marks of the tags that changed —
/// O(tags changed), whatever the number of rows. Marks are held weakly: a row's view value holds
/// its mark, so a row released by scrolling drops it, and the table forgets released marks once it
/// has grown to twice what was alive at the last sweep.
///
/// Invariants:
/// - every live mark's `isSelected` equals `selected.contains(its tag)`;
/// - at most one live mark per tag.
@MainActor
final class ListSelectionMarks {
    private struct WeakMark {
        weak var mark: ListRowMark?
    }

    /// The selected tags, as of the last `apply(_:)`.
    private(set) var selected: Set<AnyHashable> = []
    private var marks: [AnyHashable: WeakMark] = [:]
    /// Sweep released marks when the table reaches this size.
    private var sweepThreshold = 256

    /// The mark of the row showing `tag`, made (with the current selection) if no built row holds one.
    func mark(for tag: AnyHashable) -> ListRowMark {
        if let mark = marks[tag]?.mark { return mark }
        if marks.count >= sweepThreshold { sweep() }
        let mark = ListRowMark(isSelected: selected.contains(tag))
        marks[tag] = WeakMark(mark: mark)
        return mark
    }

    /// Takes a new selection: the marks of the tags selected or deselected change.
    func apply(_ newSelection: Set<AnyHashable>) {
        guard newSelection != selected else { return }
        let old = selected
        selected = newSelection
        for tag in old where !newSelection.contains(tag) { marks[tag]?.mark?.isSelected = false }
        for tag in newSelection where !old.contains(tag) { marks[tag]?.mark?.isSelected = true }
    }

    /// Forgets released marks.
    private func sweep() {
        marks = marks.filter { $0.value.mark != nil }
        sweepThreshold = max(256, 2 * marks.count)
    }

    /// The number of marks alive (tests read it).
    var liveCount: Int { marks.values.reduce(0) { $0 + ($1.mark == nil ? 0 : 1) } }
}
