import Foundation
import KinemaAnimation
import KinemaGeometry

/// The section views a lazy stack or grid pins to the viewport's edges while their section
/// scrolls by.
public struct PinnedScrollableViews: OptionSet, Sendable {
    /// The option bits.
    public let rawValue: UInt32

    /// Creates a set from its bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Section headers stay at the viewport's top (leading edge) while their section is visible.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    /// Section footers stay at the viewport's bottom (trailing edge) while their section is visible.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}

/// A header or footer line built outside the window, to be pinned.
struct PinnedLine {
    var line: Int
    var node: ViewNode
    /// Where it was placed along the axis (relative to the stack's origin) and its extent.
    var position: Double
    var extent: Double
}

/// Where a pinned line is drawn this frame.
struct PinPlacement {
    /// The node to draw.
    var node: ViewNode
    /// How far to move it from where it was placed.
    var delta: Double
    /// Its index among the window's children, when it is a built row (drawn only pinned).
    var windowIndex: Int?
}

extension LazyStackNode {
    /// The line at `position` (relative), when the window holds it, and where it starts.
    func builtLine(at position: Double) -> (index: Int, start: Double)? {
        var start = windowOrigin
        for index in 0..<ids.count {
            if start + extents[index] > position { return (index, start) }
            start += extents[index] + spacing
        }
        return nil
    }

    /// Where the built line `index` starts (relative).
    func startOfBuiltLine(_ index: Int) -> Double {
        var start = windowOrigin
        for k in 0..<index { start += extents[k] + spacing }
        return start
    }

    /// The section (its span) of the line at the viewport's leading (or trailing) edge.
    func sectionAtEdge(_ position: Double) -> LazyRows.SectionSpan? {
        guard let (index, _) = builtLine(at: position) ?? (ids.isEmpty ? nil : (ids.count - 1, 0)) else {
            return nil
        }
        return rows.sectionIndex(containing: firstRow(ofLine: first + index)).map { rows.sections[$0] }
    }

    /// The header line and footer line to pin for the viewport `low…high`.
    func linesToPin(low: Double, high: Double) -> (header: Int?, footer: Int?) {
        var header: Int?
        var footer: Int?
        if pinnedViews.contains(.sectionHeaders), let section = sectionAtEdge(low), let row = section.headerRow {
            header = line(ofRow: row)
        }
        if pinnedViews.contains(.sectionFooters), let section = sectionAtEdge(max(high - 1e-9, low)),
            let row = section.footerRow
        {
            footer = line(ofRow: row)
        }
        return (header, footer)
    }

    /// Builds the header and footer to pin that the window does not hold, and releases the others
    /// (during layout).
    func updatePinnedLines(low: Double, high: Double, crossExtent: Double, frame: Rect, transaction: Transaction) {
        guard !pinnedViews.isEmpty, !ids.isEmpty else {
            releasePinnedLines()
            return
        }
        let (header, footer) = linesToPin(low: low, high: high)
        pinnedSection = header.map { firstRow(ofLine: $0) } ?? -1
        pinnedFooterSection = footer.map { firstRow(ofLine: $0) } ?? -1
        var wanted: [(Int, Double)] = []
        if let header, header < first { wanted.append((header, low)) }
        if let footer, footer > last { wanted.append((footer, high)) }
        for extra in pinnedLines where !wanted.contains(where: { $0.0 == extra.line }) { extra.node.uninstall() }
        pinnedLines.removeAll { extra in !wanted.contains(where: { $0.0 == extra.line }) }
        for (line, edge) in wanted {
            var extra: PinnedLine
            if let existing = pinnedLines.firstIndex(where: { $0.line == line }) {
                extra = pinnedLines.remove(at: existing)
                let (along, _) = measure(extra.node, crossExtent: crossExtent)
                extra.extent = along
            } else {
                // Built untracked: a pinned copy takes new views when the stack's view changes.
                let node = runtime.makeNode(for: wrapped(lineView(at: line)), parent: self, environment: environment)
                runtime.reconcileQueued(in: node)
                let (along, _) = measure(node, crossExtent: crossExtent)
                extra = PinnedLine(line: line, node: node, position: 0, extent: along)
            }
            extra.position = line < first ? edge : edge - extra.extent
            let (_, across) = measure(extra.node, crossExtent: crossExtent)
            extra.node.place(in: lineRect(at: extra.position, along: extra.extent, across: across, crossExtent: crossExtent, frame: frame), transaction: transaction)
            pinnedLines.append(extra)
        }
    }

    func releasePinnedLines() {
        for extra in pinnedLines { extra.node.uninstall() }
        pinnedLines.removeAll()
    }

    /// Whether the viewport moved onto another section than the pinned lines were built for.
    func pinnedSectionsChanged(low: Double, high: Double) -> Bool {
        guard !pinnedViews.isEmpty else { return false }
        let (header, footer) = linesToPin(low: low, high: high)
        return (header.map { firstRow(ofLine: $0) } ?? -1) != pinnedSection
            || (footer.map { firstRow(ofLine: $0) } ?? -1) != pinnedFooterSection
    }

    /// The rect of a line at `position` (relative), `along` long.
    func lineRect(at position: Double, along: Double, across: Double, crossExtent: Double, frame: Rect) -> Rect {
        let start = frame.minValue(along: axis)
        let crossStart = frame.minValue(along: axis == .vertical ? .horizontal : .vertical)
        let crossOffset = max(crossExtent - across, 0) * alignmentFraction
        return axis == .vertical
            ? Rect(x: crossStart + crossOffset, y: start + position, width: across, height: along)
            : Rect(x: start + position, y: crossStart + crossOffset, width: along, height: across)
    }

    /// Where the pinned header and footer are drawn for the current viewport (no allocation).
    func pinPlacements(in frame: Rect) -> (header: PinPlacement?, footer: PinPlacement?) {
        guard !pinnedViews.isEmpty, !ids.isEmpty else { return (nil, nil) }
        let (low, high) = visibleRange(in: frame)
        let (headerLine, footerLine) = linesToPin(low: low, high: high)
        var header: PinPlacement?
        var footer: PinPlacement?
        if let headerLine, let section = sectionAtEdge(low) {
            let end = sectionEnd(section)
            if let (node, position, extent, index) = pinnedNode(for: headerLine) {
                // An extra node stands for a header far above: it pins wherever the section allows.
                let natural = index == nil ? -Double.infinity : position
                let pinned = max(natural, min(low, end - extent))
                if pinned != position || index == nil {
                    header = PinPlacement(node: node, delta: pinned - position, windowIndex: index)
                }
            }
        }
        if let footerLine, let section = sectionAtEdge(max(high - 1e-9, low)) {
            let start = sectionStart(section)
            if let (node, position, extent, index) = pinnedNode(for: footerLine) {
                let natural = index == nil ? Double.infinity : position
                let pinned = min(natural, max(high - extent, start))
                if pinned != position || index == nil {
                    footer = PinPlacement(node: node, delta: pinned - position, windowIndex: index)
                }
            }
        }
        return (header, footer)
    }

    /// The node drawn for pinned `line`: its row in the window or the extra built for it.
    private func pinnedNode(for line: Int) -> (ViewNode, Double, Double, Int?)? {
        if line >= first && line <= last && line - first < children.count {
            let index = line - first
            return (children[index], startOfBuiltLine(index), extents[index], index)
        }
        for extra in pinnedLines where extra.line == line {
            return (extra.node, extra.position, extra.extent, nil)
        }
        return nil
    }

    /// Where `section` ends (relative): its last line's end when built, far away otherwise.
    private func sectionEnd(_ section: LazyRows.SectionSpan) -> Double {
        let line = line(ofRow: section.end - 1)
        guard line >= first && line <= last else { return .infinity }
        let index = line - first
        return startOfBuiltLine(index) + extents[index]
    }

    private func sectionStart(_ section: LazyRows.SectionSpan) -> Double {
        let line = line(ofRow: section.start)
        guard line >= first && line <= last else { return -.infinity }
        return startOfBuiltLine(line - first)
    }

    /// Draws the rows, then the pinned header and footer moved to the viewport's edges.
    func drawPinning(into recorder: inout DisplayListRecorder, context: DrawContext) {
        guard !pinnedViews.isEmpty, let frame = modelFrame else {
            for child in children { child.drawIfVisible(into: &recorder, context: context) }
            drawDisappearing(into: &recorder, context: context)
            return
        }
        let (header, footer) = pinPlacements(in: frame)
        for (index, child) in children.enumerated()
        where index != header?.windowIndex && index != footer?.windowIndex {
            child.drawIfVisible(into: &recorder, context: context)
        }
        drawDisappearing(into: &recorder, context: context)
        // Pinned lines over the rows, moved to the viewport's edge.
        if let footer { drawPinned(footer, into: &recorder, context: context) }
        if let header { drawPinned(header, into: &recorder, context: context) }
    }

    private func drawPinned(_ pin: PinPlacement, into recorder: inout DisplayListRecorder, context: DrawContext) {
        let dx = axis == .horizontal ? pin.delta : 0
        let dy = axis == .vertical ? pin.delta : 0
        pin.node.drawIfVisible(into: &recorder, context: context.translated(dx: dx, dy: dy))
    }
}
