import KinemaRender

/// A small VT emulator: applies a terminal byte stream to a grid of cells, so tests can check what
/// a real terminal would show.
///
/// Understood: printable UTF-8 (grapheme clusters within each run of text, widths from
/// ``DisplayWidth``), CR, LF, BS, TAB, CUP/HVP, CHA, HPA, VPA, CUU/CUD/CUF/CUB, CNL/CPL, ECH, EL,
/// ED, REP, SGR (16/256/24-bit colours, the attributes of ``TextAttributes``), DECSET/DECRST
/// (recorded in ``privateModes``), DECSC/DECRC. Writing in the last column sets the pending-wrap
/// state as xterm does. Everything else (OSC, DCS, APC, unknown CSI, C0/C1 controls that a renderer
/// should never send) is recorded in ``unrecognized`` and otherwise ignored, so a test can assert
/// that output contained nothing unexpected.
///
/// ```swift
/// var terminal = VirtualTerminal(width: 80, height: 24)
/// terminal.feed(bytes)
/// #expect(terminal.screen == expectedBuffer)
/// ```
public struct VirtualTerminal {
    /// What the terminal shows.
    public internal(set) var screen: CellBuffer
    /// Cursor column (0-based).
    public internal(set) var cursorX = 0
    /// Cursor row (0-based).
    public internal(set) var cursorY = 0
    /// The current SGR state.
    public internal(set) var pen = Style.plain
    /// Whether the last write hit the last column (the next character wraps first).
    public internal(set) var pendingWrap = false
    /// DEC private modes set (`true`) or reset (`false`) by `CSI ? n h/l`.
    public internal(set) var privateModes: [Int: Bool] = [:]
    /// How many times synchronized output (mode 2026) was begun.
    public internal(set) var synchronizedUpdates = 0
    /// Descriptions of sequences and controls the emulator does not implement.
    public internal(set) var unrecognized: [String] = []
    /// Whether erased cells take the pen's background (BCE).
    public var backgroundColorErase: Bool

    var parser = Parser()
    var text = ""
    var lastPrinted: Character?
    var saved: (x: Int, y: Int, pen: Style)?

    /// A blank terminal of `width × height` cells.
    public init(width: Int, height: Int, backgroundColorErase: Bool = true) {
        self.screen = CellBuffer(width: width, height: height)
        self.backgroundColorErase = backgroundColorErase
    }

    /// Each row of the screen as text.
    public var lines: [String] { screen.lines }

    /// Applies `bytes`. Text is clustered per run between controls and flushed at the end of each
    /// call.
    public mutating func feed<Bytes: Sequence<UInt8>>(_ bytes: Bytes) {
        for byte in bytes {
            if let action = parser.consume(byte) {
                apply(action)
            }
        }
        flushText()
    }

    mutating func apply(_ action: Parser.Action) {
        switch action {
        case .print(let scalar):
            text.unicodeScalars.append(scalar)
        case .control(let byte):
            flushText()
            control(byte)
        case .csi(let privateMarker, let parameters, let intermediates, let final):
            flushText()
            csi(privateMarker: privateMarker, parameters, intermediates: intermediates, final: final)
        case .escape(let intermediates, let final):
            flushText()
            escape(intermediates: intermediates, final: final)
        case .string(let kind, let content):
            flushText()
            unrecognized.append("\(kind) \(content)")
        case .c1(let scalar):
            flushText()
            unrecognized.append("C1 U+\(String(scalar.value, radix: 16, uppercase: true))")
        }
    }

    mutating func flushText() {
        guard !text.isEmpty else { return }
        let run = text
        text = ""
        for character in run { print(character) }
    }

    mutating func print(_ character: Character) {
        let width = DisplayWidth.of(character)
        guard width > 0 else {
            unrecognized.append("zero-width cluster \(character.unicodeScalars.map { $0.value })")
            return
        }
        if pendingWrap {
            cursorX = 0
            lineFeed()
            pendingWrap = false
        }
        if width == 2 && cursorX == screen.width - 1 {
            cursorX = 0
            lineFeed()
        }
        screen.set(Cell(character, style: pen), x: cursorX, y: cursorY)
        lastPrinted = character
        cursorX += width
        if cursorX >= screen.width {
            cursorX = screen.width - 1
            pendingWrap = true
        }
    }

    mutating func lineFeed() {
        if cursorY < screen.height - 1 {
            cursorY += 1
            return
        }
        var scrolled = CellBuffer(width: screen.width, height: screen.height)
        for y in 1..<max(screen.height, 1) {
            for x in 0..<screen.width where !screen[x, y].isContinuation {
                scrolled.set(screen[x, y], x: x, y: y - 1)
            }
        }
        screen = scrolled
    }

    mutating func control(_ byte: UInt8) {
        switch byte {
        case 0x0D: cursorX = 0; pendingWrap = false
        case 0x0A, 0x0B, 0x0C: lineFeed(); pendingWrap = false
        case 0x08: cursorX = max(cursorX - 1, 0); pendingWrap = false
        case 0x09: cursorX = min((cursorX / 8 + 1) * 8, screen.width - 1)
        case 0x07: break
        default: unrecognized.append("C0 0x\(String(byte, radix: 16))")
        }
    }

    mutating func escape(intermediates: [UInt8], final: UInt8) {
        switch (intermediates, final) {
        case ([], UInt8(ascii: "7")): saved = (cursorX, cursorY, pen)
        case ([], UInt8(ascii: "8")):
            if let saved { (cursorX, cursorY, pen) = (saved.x, saved.y, saved.pen) }
            pendingWrap = false
        default:
            let name = String(decoding: intermediates + [final], as: UTF8.self)
            unrecognized.append("ESC \(name)")
        }
    }

    /// A blank cell as an erase leaves it: the pen's colours under BCE, plain otherwise.
    var erased: Cell {
        backgroundColorErase ? .blank(Style(foreground: pen.foreground, background: pen.background)) : .blank
    }

    mutating func erase(columns: Range<Int>, row: Int) {
        let blank = erased
        for x in columns.clamped(to: 0..<screen.width) { screen.set(blank, x: x, y: row) }
    }
}
