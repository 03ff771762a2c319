/// One evaluation in progress, on the graph's frame stack: the node whose closure runs and where
/// its dependency recording stands.
///
/// Reads are recorded against the node's previous input list: `expected` is the link the next read
/// is expected to repeat (the steady state, recorded by moving the cursor only), `last` the link of
/// the previous read. When the evaluation ends, the links from `expected` on were not read again and
/// are unlinked.
@usableFromInline
struct EvaluationFrame {
    @usableFromInline var node: Int32
    /// The link recorded by the previous read, or -1 before the first.
    @usableFromInline var last: Int32
    /// The link the next read is expected to repeat: `last`'s successor (or the first input), -1 at
    /// the end of the list.
    @usableFromInline var expected: Int32
    /// This evaluation's read stamp (see `NodeRecord.readStamp`), or 0 until it needs one: taken
    /// by the first read that `recordDependency` handles, so an evaluation whose reads all take the
    /// inlined path (`trackedRead`) never takes one. `GraphState.stampedLinks` holds, per frame, the
    /// link up to which its reads are stamped: the inlined read stamps nothing, and
    /// `recordDependency` stamps the reads since before it relies on the stamps, so each link is
    /// stamped at most once per evaluation.
    @usableFromInline var stamp: UInt32

    @inlinable init(node: Int32, expected: Int32) {
        self.node = node
        self.last = -1
        self.expected = expected
        self.stamp = 0
    }
}
