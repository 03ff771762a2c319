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
            var current = record.pointee.firstInput
            while current >= 0 {
                push(link(current).pointee.input)
                current = link(current).pointee.nextInput
            }
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
            var current = record.pointee.firstInput
            while current >= 0 {
                push(link(current).pointee.input)
                current = link(current).pointee.nextInput
            }
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
                    node(dependent).pointee.height = raisedHeight &+ 1
                    push(dependent)
                }
                current = link(current).pointee.nextDependent
            }
        }
    }
}
