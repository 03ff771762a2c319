extension AttributeGraph {
    /// Creates a subgraph, nested in `parent` when given, to group attributes removed together.
    public func makeSubgraph(label: String = "", parent: Subgraph? = nil) -> Subgraph {
        if let parent, !isLive(parent) {
            misuse("cannot nest '\(label)' in \(parent), which was removed; check isLive(_:) first")
        }
        let index: UInt32
        if let free = state.pointee.freeSubgraphs.popLast() {
            index = free
        } else {
            index = UInt32(state.pointee.subgraphs.count)
            state.pointee.subgraphs.append(SubgraphRecord())
        }
        state.pointee.subgraphs[Int(index)].isLive = true
        state.pointee.subgraphs[Int(index)].label = label
        state.pointee.subgraphs[Int(index)].parent = parent?.index
        if let parent { state.pointee.subgraphs[Int(parent.index)].children.append(index) }
        return Subgraph(index: index, generation: state.pointee.subgraphs[Int(index)].generation)
    }

    /// Whether the subgraph still exists.
    public func isLive(_ subgraph: Subgraph) -> Bool {
        guard Int(subgraph.index) < state.pointee.subgraphs.count else { return false }
        let record = state.pointee.subgraphs[Int(subgraph.index)]
        return record.isLive && record.generation == subgraph.generation
    }

    /// Removes a subgraph, its nested subgraphs, and every attribute and observer in them; their
    /// storage is reused. Dependents outside become dirty (they read something that no longer
    /// exists). Called while closures run, the removal happens once the graph is idle again.
    /// Removing a removed subgraph reports ``GraphError/staleHandle(_:)``.
    ///
    /// - Complexity: O(nodes and edges removed).
    public func remove(_ subgraph: Subgraph) {
        guard isLive(subgraph) else {
            report(.staleHandle(subgraph.description))
            return
        }
        if state.pointee.depth > 0 || state.pointee.isFlushing {
            state.pointee.pendingRemovals.append(.subgraph(subgraph))
            return
        }
        removeNow(subgraph)
        flushIfIdle()
    }

    /// Removes a live subgraph, its nested subgraphs and their nodes; observers this reaches are
    /// queued, not run.
    private func removeNow(_ subgraph: Subgraph) {
        var doomed = [subgraph.index]
        var position = 0
        while position < doomed.count {
            doomed += state.pointee.subgraphs[Int(doomed[position])].children
            position += 1
        }
        if let parent = state.pointee.subgraphs[Int(subgraph.index)].parent {
            state.pointee.subgraphs[Int(parent)].children.removeAll { $0 == subgraph.index }
        }
        for index in doomed {
            for id in state.pointee.subgraphs[Int(index)].members where isLive(id) {
                removeNode(Int32(id.index))
            }
            let generation = state.pointee.subgraphs[Int(index)].generation &+ 1
            state.pointee.subgraphs[Int(index)] = SubgraphRecord(generation: generation)
            state.pointee.freeSubgraphs.append(index)
        }
    }

    /// Removes an observer; it never runs again. Removing a removed observer reports
    /// ``GraphError/staleHandle(_:)``.
    public func remove(_ observer: ObserverHandle) {
        guard isLive(observer.id) else {
            report(.staleHandle(observer.description))
            return
        }
        if state.pointee.depth > 0 || state.pointee.isFlushing {
            state.pointee.pendingRemovals.append(.observer(observer))
            return
        }
        removeNode(Int32(observer.id.index))
    }

    /// The label a subgraph was made with.
    public func label(of subgraph: Subgraph) -> String {
        isLive(subgraph) ? state.pointee.subgraphs[Int(subgraph.index)].label : ""
    }

    /// Applies deferred removals in order, without running observers (the caller flushes them
    /// afterwards), so thousands of deferred removals never nest calls.
    func applyPendingRemovals() {
        while state.pointee.depth == 0 && !state.pointee.isFlushing,
            state.pointee.pendingRemovalsStart < state.pointee.pendingRemovals.count
        {
            let removal = state.pointee.pendingRemovals[state.pointee.pendingRemovalsStart]
            state.pointee.pendingRemovalsStart += 1
            switch removal {
            case .subgraph(let subgraph): if isLive(subgraph) { removeNow(subgraph) }
            case .observer(let observer): if isLive(observer.id) { remove(observer) }
            }
        }
        if state.pointee.pendingRemovalsStart == state.pointee.pendingRemovals.count {
            state.pointee.pendingRemovals.removeAll(keepingCapacity: true)
            state.pointee.pendingRemovalsStart = 0
        }
    }

    private func removeNode(_ index: Int32) {
        let record = node(index)
        if record.pointee.flags.isSuperset(of: [.input, .queuedForRecompute]) {
            queueDeferredDependents(of: index)
        }
        notifyDependents(of: index)
        unlinkAll(index)
        let flags = record.pointee.flags
        if flags.contains(.observer) { state.pointee.observerCount -= 1 }
        kind(of: record).takeUnretainedValue().destroy(record)
        if let label = state.pointee.labels.removeValue(forKey: index) {
            rememberRemovedLabel(label, of: AttributeID(index: index, generation: record.pointee.generation))
        }
        releaseNode(index)
    }

    private func rememberRemovedLabel(_ label: String, of id: AttributeID) {
        if state.pointee.removedOrder.count < GraphState.removedLabelLimit {
            state.pointee.removedOrder.append(id)
        } else {
            // Full: overwrite the oldest entry in place instead of shifting the whole ring.
            let next = state.pointee.removedOrderNext
            state.pointee.removedLabels[state.pointee.removedOrder[next]] = nil
            state.pointee.removedOrder[next] = id
            state.pointee.removedOrderNext = (next + 1) % GraphState.removedLabelLimit
        }
        state.pointee.removedLabels[id] = label
    }
}
