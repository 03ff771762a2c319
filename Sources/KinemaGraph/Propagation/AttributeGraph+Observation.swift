// Which rules are observed, and the heights that order their recompute. Both change only when links
// do (a new dependency, a dependency dropped, a removal), so an update that re-reads what it read
// last time touches neither.

extension AttributeGraph {
    /// Counts one more observed dependent of `input`; a rule that becomes observed counts itself as
    /// an observed dependent of each of its inputs, down to the inputs of the graph.
    ///
    /// A rule becomes observed only through a read, which brought it and everything it reads up to
    /// date first: observed rules are never `pending` (except after a cycle, see
    /// `markCyclicReadersStale`).
    ///
    /// - Complexity: O(rules that become observed); explicit stack.
    func addObserver(to input: Int32) {
        let base = state.pointee.stackTop
        push(input)
        while state.pointee.stackTop > base {
            let index = pop()
            let record = node(index)
            guard record.pointee.flags.contains(.rule) else { continue }
            record.pointee.observers &+= 1
            guard record.pointee.observers == 1 else { continue }
            record.pointee.flags.insert(.observed)
            // Observed at height 1, it is left to the recompute by writes to its inputs.
            pushRuleInputs(of: record, countingToldBy: record.pointee.height == 1 ? 0 &- 1 : 0)
        }
    }

    /// Counts one observed dependent fewer of `input`; a rule that is no longer observed stops
    /// counting for its inputs, and is lazy again.
    ///
    /// - Complexity: O(rules that stop being observed); explicit stack.
    func removeObserver(from input: Int32) {
        let base = state.pointee.stackTop
        push(input)
        while state.pointee.stackTop > base {
            let index = pop()
            let record = node(index)
            guard record.pointee.flags.contains(.rule) else { continue }
            record.pointee.observers &-= 1
            guard record.pointee.observers == 0 else { continue }
            record.pointee.flags.remove(.observed)
            // Lazy again: writes to its inputs tell it at once.
            pushRuleInputs(of: record, countingToldBy: record.pointee.height == 1 ? 1 : 0)
        }
    }

    /// Pushes the inputs of `record` that are rules; adds `delta` (wrapping) to the told count of
    /// the others, the graph's inputs (see `NodeRecord.toldDependents`).
    private func pushRuleInputs(of record: UnsafeMutablePointer<NodeRecord>, countingToldBy delta: UInt32) {
        var current = record.pointee.firstInput
        while current >= 0 {
            let input = link(current).pointee.input
            let inputRecord = node(input)
            if inputRecord.pointee.flags.contains(.input) {
                inputRecord.pointee.toldDependents &+= delta
            } else {
                push(input)
            }
            current = link(current).pointee.nextInput
        }
    }

    /// Raises `index` to one above `height`, and its dependents above it in turn, so that every
    /// dependent stays above its inputs. A rule raised while queued for recompute moves to its new
    /// height when the queue reaches its old one.
    ///
    /// - Complexity: O(dependents raised); explicit stack. Heights only grow: a dependency dropped
    ///   leaves the dependent higher than it needs to be, which costs nothing but an empty bucket.
    func raiseHeight(of index: Int32, above height: Int32) {
        let base = state.pointee.stackTop
        leaveHeightOne(index)
        node(index).pointee.height = height &+ 1
        push(index)
        // Links never form a cycle (a cyclic read records none), so this ends.
        while state.pointee.stackTop > base {
            let raised = pop()
            let raisedHeight = node(raised).pointee.height
            var current = node(raised).pointee.firstDependent
            while current >= 0 {
                let dependent = link(current).pointee.dependent
                if node(dependent).pointee.height <= raisedHeight {
                    leaveHeightOne(dependent)
                    node(dependent).pointee.height = raisedHeight &+ 1
                    push(dependent)
                }
                current = link(current).pointee.nextDependent
            }
        }
    }

    /// Before `index` is raised: an observed rule of height 1 stops being left to the recompute by
    /// writes to its inputs, which must tell it at once from now on.
    private func leaveHeightOne(_ index: Int32) {
        let record = node(index)
        guard isDeferredDependent(record) else { return }
        var current = record.pointee.firstInput
        while current >= 0 {
            let inputRecord = node(link(current).pointee.input)
            if inputRecord.pointee.flags.contains(.input) { inputRecord.pointee.toldDependents &+= 1 }
            current = link(current).pointee.nextInput
        }
    }
}
