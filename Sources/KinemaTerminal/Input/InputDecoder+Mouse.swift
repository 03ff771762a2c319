// Mouse reports. The button byte is the same in both encodings: bits 0–1 the button (3 = none),
// bit 2 Shift, bit 3 Alt, bit 4 Control, bit 5 motion, bits 6–7 wheel and extra buttons.
extension InputDecoder {
    /// `CSI < b ; x ; y M` (press or motion) or `… m` (release); coordinates are one-based cells,
    /// or one-based pixels when `pixelCell` (the size of a cell in pixels) is given (SGR-pixel
    /// mode 1016).
    ///
    /// A pixel report becomes fractional cells: pixel `p` (one-based, as xterm counts) covers
    /// `p − 1 ..< p`, and the event is placed at its centre, `(p − 0.5) / cell`; so a whole cell's
    /// pixels average to the cell's centre, where a whole-cell report puts the pointer. Reports
    /// with coordinates past ``maximumMouseCoordinate`` (pixels or cells) are dropped: no screen
    /// is that large, and such values only come from garbled input.
    static func sgrMouseEvent(_ parsed: ControlSequence, pixelCell: TerminalSize? = nil) -> MouseEvent? {
        guard parsed.parameterCount == 3 else { return nil }
        let code = parsed.parameter(0, default: -1)
        let x = parsed.parameter(1, default: 0)
        let y = parsed.parameter(2, default: 0)
        // A pixel report of 0 (a terminal counting from zero at the very edge) is the first pixel.
        let isPixels = pixelCell.map { $0.width > 0 && $0.height > 0 } ?? false
        let lowest = isPixels ? 0 : 1
        guard (0...255).contains(code), (lowest...maximumMouseCoordinate).contains(x),
            (lowest...maximumMouseCoordinate).contains(y)
        else { return nil }
        let isRelease = parsed.final == 0x6D
        guard isPixels, let pixelCell else {
            return mouseEvent(code: code, isRelease: isRelease, column: x - 1, row: y - 1)
        }
        let preciseColumn = (Double(max(x, 1)) - 0.5) / Double(pixelCell.width)
        let preciseRow = (Double(max(y, 1)) - 0.5) / Double(pixelCell.height)
        guard var event = mouseEvent(
            code: code, isRelease: isRelease, column: Int(preciseColumn), row: Int(preciseRow))
        else { return nil }
        event.preciseColumn = preciseColumn
        event.preciseRow = preciseRow
        return event
    }

    /// The largest coordinate a mouse report may carry (in cells or pixels).
    static let maximumMouseCoordinate = 1 << 20

    /// `CSI M` followed by three bytes, each the value plus 32; the release of any button is
    /// reported as button 3.
    static func x10MouseEvent(_ bytes: [UInt8]) -> MouseEvent? {
        guard bytes.count == 3, bytes.allSatisfy({ $0 >= 0x20 }) else { return nil }
        let code = Int(bytes[0]) - 32
        let column = Int(bytes[1]) - 33
        let row = Int(bytes[2]) - 33
        guard column >= 0, row >= 0 else { return nil }
        if code & 0b1110_0011 == 3 {
            let modifiers = modifiers(code)
            return MouseEvent(.release(.left), column: column, row: row, modifiers: modifiers)
        }
        return mouseEvent(code: code, isRelease: false, column: column, row: row)
    }

    private static func mouseEvent(code: Int, isRelease: Bool, column: Int, row: Int) -> MouseEvent? {
        let modifiers = modifiers(code)
        let isMotion = code & 32 != 0
        let low = code & 3
        let kind: MouseEventKind
        switch code & 0b1100_0000 {
        case 64:
            kind = .scroll(low == 0 ? .up : low == 1 ? .down : low == 2 ? .left : .right)
        case 128:
            let button = MouseButton.other(8 + low)
            kind = isRelease ? .release(button) : isMotion ? .drag(button) : .press(button)
        case 0:
            let button: MouseButton? = low == 0 ? .left : low == 1 ? .middle : low == 2 ? .right : nil
            if let button {
                kind = isRelease ? .release(button) : isMotion ? .drag(button) : .press(button)
            } else if isMotion {
                kind = .move
            } else {
                return nil
            }
        default:
            return nil
        }
        return MouseEvent(kind, column: column, row: row, modifiers: modifiers)
    }

    private static func modifiers(_ code: Int) -> KeyModifiers {
        var modifiers: KeyModifiers = []
        if code & 4 != 0 { modifiers.insert(.shift) }
        if code & 8 != 0 { modifiers.insert(.alt) }
        if code & 16 != 0 { modifiers.insert(.control) }
        return modifiers
    }
}
