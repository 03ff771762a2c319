import KinemaAnimation

/// Expanding and collapsing the rows of outlines and disclosure groups (see ``OutlineGroup``).
extension ListController {
    /// The animation of an expansion or a collapse started by a click or a key: a short ease-out,
    /// as ``DisclosureGroup``'s.
    static var disclosureAnimation: Animation { .easeOut(duration: 0.2) }

    /// Whether `row` shows a chevron (it has children, shown or not).
    func isExpandable(_ row: Int) -> Bool {
        guard row >= 0, row < model.count else { return false }
        let disclosure = model.entry(at: row).disclosure
        return disclosure == .collapsed || disclosure == .expanded
    }

    /// Expands or collapses `row`, animated; false when it has no children or is already so.
    @discardableResult
    func setExpanded(_ row: Int, _ expanded: Bool) -> Bool {
        guard row >= 0, row < model.count else { return false }
        let index = model.segmentIndex(of: row)
        let segment = model.segments[index]
        let entry = model.entry(at: row)
        guard entry.disclosure == .collapsed || entry.disclosure == .expanded,
            (entry.disclosure == .expanded) != expanded
        else { return false }
        if !expanded { moveSelectionOutOfChildren(of: row) }
        switch segment.rows {
        case .outline(_, let range):
            let offset = range.lowerBound + row - model.start(ofSegment: index)
            let key = ListExpansionKey(source: segment.source, id: entry.key.element)
            let parent = segment.parentRow.map { model.key(at: $0).element }
            let hint = ListExpansion.Hint(parent: parent, offset: offset)
            withAnimation(Self.disclosureAnimation) { expansion.set(key, expanded: expanded, hint: hint) }
        case .disclosure(_, _, let binding):
            if let binding {
                withAnimation(Self.disclosureAnimation) { binding.wrappedValue = expanded }
            } else {
                let key = ListExpansionKey(source: segment.source, id: AnyHashable(0))
                withAnimation(Self.disclosureAnimation) { expansion.set(key, expanded: expanded, hint: nil) }
            }
        case .single, .forEach:
            return false
        }
        return true
    }

    /// Expands a collapsed row, collapses an expanded one (a click on its chevron).
    func toggle(_ row: Int) {
        guard row >= 0, row < model.count else { return }
        setExpanded(row, model.entry(at: row).disclosure == .collapsed)
    }

    /// → (`expand`) and ← on the selected row: → expands it, or selects its first child when it is
    /// expanded; ← collapses it, or selects its parent when it is collapsed or a leaf.
    func disclose(_ expand: Bool) -> KeyPress.Result {
        guard selection != nil, let row = currentRow() else { return .ignored }
        let entry = model.entry(at: row)
        if expand {
            switch entry.disclosure {
            case .collapsed: return setExpanded(row, true) ? .handled : .ignored
            case .expanded:
                guard row + 1 < model.count, isSelectable(row + 1) else { return .handled }
                select(row + 1)
                return .handled
            case .none, .leaf: return .ignored
            }
        }
        if entry.disclosure == .expanded { return setExpanded(row, false) ? .handled : .ignored }
        guard let parent = entry.parentRow, isSelectable(parent) else { return .ignored }
        select(parent)
        return .handled
    }

    /// The rows below `row` that are its descendants: up to the next row no deeper than it.
    func descendantRows(of row: Int) -> Range<Int> {
        let depth = model.entry(at: row).depth
        var index = model.segmentIndex(of: row) + 1
        while index < model.segments.count && model.segments[index].depth > depth { index += 1 }
        let end = index < model.segments.count ? model.start(ofSegment: index) : model.count
        return (row + 1)..<max(end, row + 1)
    }

    /// A collapse hides the rows under `row`: selected ones among them give their selection to
    /// `row` (as macOS outline views do), so the selection stays on screen.
    private func moveSelectionOutOfChildren(of row: Int) {
        guard let selection else { return }
        let selected = selection.get()
        guard !selected.isEmpty else { return }
        let hidden = descendantRows(of: row)
        guard !hidden.isEmpty else { return }
        var kept: [AnyHashable] = []
        var moved = false
        for tag in selected {
            if let shown = self.row(ofTag: tag), hidden.contains(shown) {
                moved = true
            } else {
                kept.append(tag)
            }
        }
        guard moved else { return }
        if isSelectable(row), let tag = model.tag(at: row) {
            select(row)
            if selection.allowsMultiple { selection.set(kept + [tag]) }
        } else {
            selection.set(kept)
        }
        marks.apply(selection.get())
    }
}
