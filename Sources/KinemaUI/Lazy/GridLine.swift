import Foundation
import KinemaAnimation
import KinemaGeometry

/// One line of a lazy grid (a row of a ``LazyVGrid``, a column of a ``LazyHGrid``): its cells, each
/// in its track, identified by the cell's row id so a cell keeps its node and state while its line
/// is built, and when it moves to another line.
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
///
/// Its children are the cell nodes themselves, one per cell (`cellIDs[k]` identifies
/// `children[k]`): the line only groups them for layout. The grid (``LazyGridNode``) hands each
/// line its cells by id, moving a cell's node from one line to another when cells before it are
/// inserted or removed, so a cell keeps its node and state and slides to its new place (see
/// `LazyGridNode+Cells.swift`). Its disappearing children are cells removed from the data, drawn
/// where they were until their removal transitions end.
final class GridLineNode: UnaryNode {
    private var tracks: [GridTrack] = []
    private var axis = Axis.vertical
    private var alignment = Alignment.center
    /// The ids of the cells, parallel to `children`.
    private(set) var cellIDs: [RowID] = []

    override func update(with view: any View) {
        let line = view as! GridLineView
        if line.tracks != tracks || line.axis != axis || line.alignment != alignment { invalidate() }
        tracks = line.tracks
        axis = line.axis
        alignment = line.alignment
        guard let grid = parent as? LazyGridNode else { return }
        let newIDs = line.cells.map(\.id)
        let newChildren = grid.takeCells(line.cells, into: self)
        let changed = newIDs != cellIDs || !zip(newChildren, children).allSatisfy { $0 === $1 }
        children = newChildren
        cellIDs = newIDs
        if changed {
            subviewsDidChange()
            invalidate()
        }
    }

    /// Takes `cell` out of this line (the grid moves it to another line, or removes it).
    func detachCell(_ cell: ViewNode) {
        guard let index = children.firstIndex(where: { $0 === cell }) else { return }
        children.remove(at: index)
        cellIDs.remove(at: index)
        subviewsDidChange()
        invalidate()
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
        for (cell, track) in zip(children, tracks) { along = max(along, length(of: cell, in: track)) }
        let across = tracks.last.map { $0.start + $0.length } ?? 0
        return Size(axis: axis, along: along, across: across)
    }

    override func placeContent(in frame: Rect, transaction: Transaction) {
        let along = Double(frame.size.value(along: axis))
        let start = frame.minValue(along: axis)
        let crossStart = frame.minValue(along: crossAxis)
        for (cell, track) in zip(children, tracks) {
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
        for cell in children.dropFirst(tracks.count) {
            cell.place(in: Rect(origin: frame.origin, size: .zero), transaction: transaction)
        }
        // Disappearing cells are committed where they are by the placement's late-change pass.
    }
}
