import KinemaAnimation
import KinemaGeometry

/// A lazy grid's cells, identified by id across its lines.
///
/// A grid's lines only group cells for layout (``GridLineNode``): inserting or removing a cell
/// regroups every later cell into other lines, so the cell nodes are handed to lines by id. While
/// the window's lines take new views, the grid gathers every cell node of its lines into a *pool*
/// keyed by cell id (and the cells of its lines that are leaving, in their lines' `disappearing`);
/// each line, as it takes its new view, takes its cells from the pool — a cell built in another line
/// is moved into this one (same depth: lines are all the grid's children), keeping its node, its
/// `@State` and its presented frame, so under an animated update it slides from where it was drawn
/// to its new place. A cell nowhere in the pool is built: in an animated update whose neighbourhood
/// did not hold its id before it is *inserted* (its transitions run, or its top views fade in);
/// otherwise it only moved into the window and is built without transition. When every line has its
/// cells, the cells left in the pool are either *removed* (their id is no longer near: their removal
/// transitions run, or they fade out, drawn where they were in a line of the new window, out of hit
/// testing and focus, then released) or only moved out of the window (released at once). A leaving
/// cell whose id comes back is taken back from the line that holds it, continuing from what it shows.
extension LazyGridNode {
    /// The cells of the lines taking new views.
    struct CellPool {
        /// Built cells not yet taken by a line, still the children of their previous line.
        var cells: [RowID: ViewNode] = [:]
        /// The pooled ids in the order their cells were built (removals draw in that order).
        var order: [RowID] = []
        /// Cells whose id appeared twice among the lines (duplicate ids): released at the end.
        var duplicates: [ViewNode] = []
        /// The line holding the leaving cell of each id.
        var leaving: [RowID: GridLineNode] = [:]
        /// The animated update's insertions and removals, if it animates.
        var changes: LazyRowChanges?
        var transaction: Transaction
        /// Whether transitions were suppressed around the refresh (cells updated in place keep it).
        var suppressesTransitions: Bool
    }

    /// Gathers the cells of `lines` before they take new views.
    func beginCellPool(lines: [ViewNode], changes: LazyRowChanges?, transaction: Transaction) {
        var pool = CellPool(
            changes: changes, transaction: transaction, suppressesTransitions: runtime.suppressesTransitions)
        for case let line as GridLineNode in lines {
            for (id, cell) in zip(line.cellIDs, line.children) {
                if pool.cells[id] != nil {
                    // The first cell with the id is kept; a later one goes.
                    pool.duplicates.append(cell)
                } else {
                    pool.cells[id] = cell
                    pool.order.append(id)
                }
            }
            for removal in line.disappearing where !removal.isOver {
                if let id = removal.key.base as? RowID { pool.leaving[id] = line }
            }
        }
        cellPool = pool
    }

    /// The cell nodes of `cells` for `line`, taken from the pool (the line's own pool when the grid
    /// is not refreshing its lines: a line built as the window moves, or rebuilt by its tracker).
    func takeCells(_ cells: [GridLineView.Cell], into line: GridLineNode) -> [ViewNode] {
        let ownPool = cellPool == nil
        if ownPool && line.children.isEmpty && line.disappearing.isEmpty {
            // A line built as the window moves: its cells are built, none is inserted.
            return cells.map { cell in buildCell(cell.id, view: cell.view, in: line, inserted: false) }
        }
        if ownPool { beginCellPool(lines: [line], changes: nil, transaction: Transaction()) }
        var nodes: [ViewNode] = []
        nodes.reserveCapacity(cells.count)
        for cell in cells { nodes.append(takeCell(cell.id, view: cell.view, into: line)) }
        if ownPool { finishCellPool(hosts: [line]) }
        return nodes
    }

    private func takeCell(_ id: RowID, view: any View, into line: GridLineNode) -> ViewNode {
        let environment = line.environmentForChildren
        if let node = cellPool!.cells.removeValue(forKey: id) {
            if runtime.reusableNode(node, for: view) != nil {
                if node.parent !== line { move(node, to: line) }
                runtime.update(node, with: view, environment: environment)
                // Its new body is built now, with the transitions as they were around the refresh
                // (not as for the new line it may have moved into).
                if node.isQueued { reconcile(node, transitions: !cellPool!.suppressesTransitions) }
                return node
            }
            // Another type of view: the node is replaced, as a `ForEach` replaces one.
            (node.parent as? GridLineNode)?.detachCell(node)
            node.uninstall()
        } else if let host = cellPool!.leaving.removeValue(forKey: id),
            let node = runtime.revive(in: host, key: AnyHashable(id), for: view)
        {
            // Removed and inserted again while it left: it comes back from what it shows.
            if host !== line { adopt(node, into: line) }
            runtime.update(node, with: view, environment: environment)
            if node.isQueued { reconcile(node, transitions: !cellPool!.suppressesTransitions) }
            return node
        }
        return buildCell(id, view: view, in: line, inserted: cellPool!.changes?.isInserted(id) == true)
    }

    /// Builds the cell of `id`: with its insertion transitions (or fade) when the update inserted it,
    /// without when it only came into the window.
    private func buildCell(_ id: RowID, view: any View, in line: GridLineNode, inserted: Bool) -> ViewNode {
        let node = runtime.makeNode(for: view, parent: line, environment: line.environmentForChildren)
        reconcile(node, transitions: inserted)
        if inserted, let transaction = cellPool?.transaction {
            runtime.fadeInInsertedLazyContent(node, transaction: transaction)
        }
        cellsBuilt += 1
        return node
    }

    /// Builds `node`'s queued bodies now (only its own), with or without insertion transitions.
    private func reconcile(_ node: ViewNode, transitions: Bool) {
        let saved = runtime.suppressesTransitions
        runtime.suppressesTransitions = !transitions
        defer { runtime.suppressesTransitions = saved }
        runtime.reconcileQueued(in: node)
    }

    /// Moves a cell from its line to `line`.
    private func move(_ cell: ViewNode, to line: GridLineNode) {
        (cell.parent as? GridLineNode)?.detachCell(cell)
        adopt(cell, into: line)
    }

    /// Makes `line` the parent of `cell`, which belongs to no line's children. Every line is a child
    /// of the grid, so the cell's depth is unchanged; the line lays out and commits it from now on.
    private func adopt(_ cell: ViewNode, into line: GridLineNode) {
        precondition(cell.depth == line.depth + 1, "a grid cell moves only between lines")
        cell.parent = line
        if cell.hasPendingCommit { line.pendingChildren.append(cell) }
        if let unary = cell as? UnaryNode { unary.invalidateDrawBounds() }
    }

    /// Ends the pool once the lines took their cells: the cells left are removed (transitioning out
    /// in a line of `hosts`, the new window) or released; leaving cells of lines that are not in the
    /// new window move to one that is, so they finish their transitions.
    func finishCellPool(hosts: [ViewNode]) {
        guard let pool = cellPool else { return }
        cellPool = nil
        let lines = hosts.compactMap { $0 as? GridLineNode }
        func host(near line: GridLineNode?) -> GridLineNode? {
            if let line, lines.contains(where: { $0 === line }) { return line }
            return lines.first
        }
        for id in pool.order {
            guard let cell = pool.cells[id], !cell.isRemoved else { continue }
            let line = cell.parent as? GridLineNode
            line?.detachCell(cell)
            if let changes = pool.changes, changes.isRemoved(id), let host = host(near: line) {
                if host !== line { adopt(cell, into: host) }
                runtime.remove(cell, key: AnyHashable(id), from: host, animated: true)
                host.disappearingSubviewsDidChange()
            } else {
                cell.uninstall()
            }
        }
        for cell in pool.duplicates where !cell.isRemoved {
            (cell.parent as? GridLineNode)?.detachCell(cell)
            cell.uninstall()
        }
        // Lines about to be released hand their leaving cells to a line that stays.
        guard let stay = lines.first else { return }
        for case let line as GridLineNode in children
        where !line.disappearing.isEmpty && !lines.contains(where: { $0 === line }) {
            for removal in line.disappearing where !removal.isOver {
                adopt(removal.node, into: stay)
                stay.disappearing.append(removal)
            }
            line.disappearing.removeAll()
            line.disappearingSubviewsDidChange()
            stay.disappearingSubviewsDidChange()
        }
    }
}
