/// Appends the few control sequences the encoder emits, without allocating.
///
/// Parameters are 1-based on the wire; callers pass 0-based cell coordinates.
enum ControlSequence {
    static let escape: UInt8 = 0x1B
    static let leftBracket: UInt8 = 0x5B

    /// `ESC [ ? 2026 h`: begin synchronized output.
    static let beginSynchronized: [UInt8] = Array("\u{1B}[?2026h".utf8)
    /// `ESC [ ? 2026 l`: end synchronized output.
    static let endSynchronized: [UInt8] = Array("\u{1B}[?2026l".utf8)

    /// Decimal digits in `value` (≥ 0).
    @inline(__always)
    static func digits(_ value: Int) -> Int {
        // Most parameters are colour channels and small counts.
        if value < 10 { return 1 }
        if value < 100 { return 2 }
        if value < 1000 { return 3 }
        var count = 1
        var rest = value
        while rest >= 10 {
            rest /= 10
            count += 1
        }
        return count
    }

    @inline(__always)
    static func appendDecimal(_ value: Int, to output: inout [UInt8]) {
        if value < 10 {
            output.append(0x30 + UInt8(value))
            return
        }
        var divisor = 1
        while divisor * 10 <= value { divisor *= 10 }
        var rest = value
        while divisor > 0 {
            output.append(0x30 + UInt8(rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }

    /// `CSI n final`, omitting `n` when it is 1 (the default).
    static func appendCount(_ count: Int, final: UInt8, to output: inout [UInt8]) {
        output.append(escape)
        output.append(leftBracket)
        if count != 1 { appendDecimal(count, to: &output) }
        output.append(final)
    }

    /// Bytes of ``appendCount(_:final:to:)``.
    static func countLength(_ count: Int) -> Int {
        count == 1 ? 3 : 3 + digits(count)
    }

    /// CUP: `CSI row ; column H`, shortened to `CSI row H` for the first column and `CSI H` for the
    /// home position.
    static func appendPosition(x: Int, y: Int, to output: inout [UInt8]) {
        output.append(escape)
        output.append(leftBracket)
        if x == 0 && y == 0 {
            output.append(UInt8(ascii: "H"))
            return
        }
        appendDecimal(y + 1, to: &output)
        if x > 0 {
            output.append(UInt8(ascii: ";"))
            appendDecimal(x + 1, to: &output)
        }
        output.append(UInt8(ascii: "H"))
    }

    /// Bytes of ``appendPosition(x:y:to:)``.
    static func positionLength(x: Int, y: Int) -> Int {
        if x == 0 && y == 0 { return 3 }
        return 3 + digits(y + 1) + (x > 0 ? 1 + digits(x + 1) : 0)
    }
}
