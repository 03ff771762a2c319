import Observation

extension ViewNode {
    /// Runs `body` — view-building code that runs outside any body rule, such as a `ForEach`
    /// content closure called while reconciling — so that `@Observable` properties it reads
    /// re-run the body of the nearest custom view above this node when they change.
    ///
    /// Without this, a row closure reading a model (`ForEach(0..<n) { Text(...).offset(x:
    /// model.offsets[$0]) }`) would never be observed: the change would show only at some later
    /// update, and never under the transaction (animation) of the write. SwiftUI tracks such reads
    /// too; re-running the owning body is the granularity Kinema tracks at.
    func observingModelReads<Result>(_ body: () -> Result) -> Result {
        guard let owner = owningComposite else { return body() }
        return withObservationTracking(body) { [weak owner] in
            // Called synchronously from the mutation, on any thread, as for body reads.
            CompositeNode.forwardObservedChange { owner?.observedValueWillChange(onAnotherThread: $0) }
        }
    }

    /// The nearest custom view above this node: the one whose body declared it.
    var owningComposite: CompositeNode? { nearestNode(of: CompositeNode.self) }
}
