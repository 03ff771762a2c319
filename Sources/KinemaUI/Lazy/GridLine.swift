import Foundation
import KinemaAnimation
import KinemaGeometry

/// One line of a lazy grid (a row of a ``LazyVGrid``, a column of a ``LazyHGrid``): its cells, each
/// in its track, identified by the cell's row id so a cell keeps its state while its line is built.
struct GridLineView: View, PrimitiveView {
    struct Cell {
        let id: RowID
        let view: any View
    }

    let cells: [Cell]
    let tracks: [GridTrack]
    /// The axis the grid's lines follow each other along (vertical for a `LazyVGrid`).
    let axis: Axis
    let alignment: Alignment

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        GridLineNode(runtime: runtime, parent: parent, environment: environment)
    }

    typealias Body = Never
}

/// The node of a ``GridLineView``: lays its cells out in their tracks, the line as long (along the
/// grid's axis) as its longest cell.
final class GridLineNode: UnaryNode {
    private var tracks: [GridTrack] = []
    private var axis = Axis.vertical
    private var alignment = Alignment.center
    private var subviewCache: [ViewNode]?

    override func update(with view: any View) {
        let line = view as! GridLineView
        if line.tracks != tracks || line.axis != axis || line.alignment != alignment { invalidate() }
        tracks = line.tracks
        axis = line.axis
        alignment = line.alignment
        runtime.reconcileChild(
            of: self, at: 0, with: ForEach(line.cells, id: \.id) { cell in AnyView(cell.view) })
    }

    override func subviewListDidChange() {
        subviewCache = nil
        super.subviewListDidChange()
    }

    private var cells: [ViewNode] {
        if let subviewCache { return subviewCache }
        var subviews: [ViewNode] = []
        for child in children { child.collectSubviews(into: &subviews) }
        subviewCache = subviews
        return subviews
    }

    private var crossAxis: Axis { axis == .vertical ? .horizontal : .vertical }

    private func proposal(for track: GridTrack) -> ProposedViewSize {
        axis == .vertical
            ? ProposedViewSize(width: CGFloat(track.length), height: nil)
            : ProposedViewSize(width: nil, height: CGFloat(track.length))
    }

    private func length(of cell: ViewNode, in track: GridTrack) -> Double {
        let value = Double(cell.sizeThatFits(proposal(for: track)).value(along: axis))
        return value.isFinite ? max(value, 0) : 0
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        var along = 0.0
        for (cell, track) in zip(cells, tracks) { along = max(along, length(of: cell, in: track)) }
        let across = tracks.last.map { $0.start + $0.length } ?? 0
        return Size(axis: axis, along: along, across: across)
    }

    override func placeContent(in frame: Rect, transaction: Transaction) {
        // The cells' list (a `ForEach`) is not placed itself: its flags are cleared and its
        // disappearing cells committed here, as a stack does for its lists.
        forEachPendingChild { child in child.commitLists(transaction: transaction) }
        let along = Double(frame.size.value(along: axis))
        let start = frame.minValue(along: axis)
        let crossStart = frame.minValue(along: crossAxis)
        for (cell, track) in zip(cells, tracks) {
            let size = cell.sizeThatFits(proposal(for: track))
            let cellAlong = min(Double(size.value(along: axis)), along)
            let cellAcross = Double(size.value(along: crossAxis))
            let alignment = track.alignment ?? self.alignment
            let alongFraction = axis == .vertical ? alignment.vertical.fraction : alignment.horizontal.fraction
            let acrossFraction = axis == .vertical ? alignment.horizontal.fraction : alignment.vertical.fraction
            let alongOrigin = start + max(along - cellAlong, 0) * alongFraction
            let acrossOrigin = crossStart + track.start + (track.length - cellAcross) * acrossFraction
            let rect =
                axis == .vertical
                ? Rect(x: acrossOrigin, y: alongOrigin, width: cellAcross, height: cellAlong)
                : Rect(x: alongOrigin, y: acrossOrigin, width: cellAlong, height: cellAcross)
            cell.place(in: rect, transaction: transaction)
        }
        // Cells beyond the tracks (the line was built for more columns) are placed nowhere visible.
        for cell in cells.dropFirst(tracks.count) {
            cell.place(in: Rect(origin: frame.origin, size: .zero), transaction: transaction)
        }
    }
}
