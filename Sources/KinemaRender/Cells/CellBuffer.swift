/// A grid of ``Cell``s: what one frame shows, row by row.
///
/// The rasteriser fills a buffer from a ``DisplayList``; the ``FrameEncoder`` turns the difference
/// between two buffers into bytes. Tests read buffers like the screen:
///
/// ```swift
/// #expect(buffer.lines == ["┌──┐", "│42│", "└──┘"])
/// ```
///
/// Invariants (checked by ``checkInvariants()``):
/// - `cells.count == width * height`, row-major;
/// - every wide lead cell is followed, in the same row, by a continuation cell, and every
///   continuation cell follows a wide lead cell; so a wide character never straddles a row end.
///
/// Writing over either half of a wide character turns its other half into a space in the wide
/// character's style, which keeps the invariant.
public struct CellBuffer: Hashable, Sendable {
    /// Columns.
    public let width: Int
    /// Rows.
    public let height: Int
    /// Row-major cells, `width * height` of them.
    public private(set) var cells: [Cell]

    /// The largest width or height a buffer takes; larger requests are clamped, so a bogus size
    /// (a corrupt resize report) cannot exhaust memory.
    public static let maximumDimension = 4_096

    /// A buffer of `width × height` cells, all `fill`. Sizes are clamped to
    /// 0…``maximumDimension``.
    public init(width: Int, height: Int, fill: Cell = .blank) {
        self.width = min(max(width, 0), CellBuffer.maximumDimension)
        self.height = min(max(height, 0), CellBuffer.maximumDimension)
        let base = fill.isContinuation || fill.isWide ? Cell.blank(fill.style) : fill
        self.cells = Array(repeating: base, count: self.width * self.height)
    }

    /// The cell at column `x`, row `y`; both must be inside the buffer.
    public subscript(x: Int, y: Int) -> Cell {
        precondition(contains(x: x, y: y), "cell (\(x), \(y)) outside a \(width)×\(height) buffer")
        return cells[y * width + x]
    }

    /// Whether column `x`, row `y` lies inside the buffer.
    public func contains(x: Int, y: Int) -> Bool {
        x >= 0 && y >= 0 && x < width && y < height
    }

    /// Each row as text; a wide character appears once (its continuation cell adds nothing).
    public var lines: [String] {
        (0..<height).map { row in
            var line = ""
            for cell in cells[row * width..<(row + 1) * width] where !cell.isContinuation {
                line.append(cell.character)
            }
            return line
        }
    }

    /// Sets every cell to `cell` (a wide cell is replaced by a space in its style).
    ///
    /// - Complexity: O(cells).
    public mutating func fill(with cell: Cell = .blank) {
        let base = cell.isContinuation || cell.isWide ? Cell.blank(cell.style) : cell
        cells.withUnsafeMutableBufferPointer { $0.update(repeating: base) }
    }

    /// Sets the cells `columns` of `row` to a narrow `cell`, keeping wide characters cut by either
    /// end whole (their outside half becomes a space).
    ///
    /// - Complexity: O(columns).
    mutating func fill(_ cell: Cell, columns: Range<Int>, row: Int) {
        let columns = clamp(columns)
        guard !columns.isEmpty, row >= 0, row < height, cell.width == 1 else { return }
        // The ends go through `set`, which repairs wide characters straddling the range.
        set(cell, x: columns.lowerBound, y: row)
        set(cell, x: columns.upperBound - 1, y: row)
        let start = row * width + columns.lowerBound
        cells.withUnsafeMutableBufferPointer { cells in
            UnsafeMutableBufferPointer(rebasing: cells[start..<(start + columns.count)]).update(repeating: cell)
        }
    }

    /// Puts `cell` at column `x`, row `y`, keeping wide characters whole. Writes outside the buffer
    /// are ignored; a wide cell that does not fit before the row end becomes a space.
    ///
    /// - Complexity: O(1).
    public mutating func set(_ cell: Cell, x: Int, y: Int) {
        guard contains(x: x, y: y), !cell.isContinuation else { return }
        if cell.isWide && x + 1 >= width {
            place(.blank(cell.style), at: y * width + x, x: x)
            return
        }
        let index = y * width + x
        place(cell, at: index, x: x)
        if cell.isWide {
            place(.continuation(cell.style), at: index + 1, x: x + 1)
        }
    }

    /// Writes `cell` into one slot, first turning the other half of any wide character it
    /// overwrites into a space.
    private mutating func place(_ cell: Cell, at index: Int, x: Int) {
        let old = cells[index]
        if old.isContinuation && x > 0 && !(cell.isContinuation && cells[index - 1].isWide) {
            cells[index - 1] = .blank(cells[index - 1].style)
        }
        if old.isWide && x + 1 < width && !cell.isWide {
            cells[index + 1] = .blank(cells[index + 1].style)
        }
        cells[index] = cell
    }

    /// Traps when an invariant listed on ``CellBuffer`` does not hold.
    public func checkInvariants() {
        precondition(cells.count == width * height, "\(cells.count) cells in a \(width)×\(height) buffer")
        for y in 0..<height {
            for x in 0..<width {
                let cell = cells[y * width + x]
                if cell.isWide {
                    precondition(
                        x + 1 < width && cells[y * width + x + 1].isContinuation,
                        "wide cell at (\(x), \(y)) lacks its continuation")
                }
                if cell.isContinuation {
                    precondition(
                        x > 0 && cells[y * width + x - 1].isWide,
                        "continuation cell at (\(x), \(y)) follows no wide cell")
                }
            }
        }
    }
}

extension CellBuffer: CustomStringConvertible {
    /// The size and the rows between `|` marks, so failing test expectations read like the screen
    /// (styles are not shown; compare cells for those).
    public var description: String {
        "\(width)×\(height)" + lines.map { "\n|\($0)|" }.joined()
    }
}
