/// A short run of bytes built on the stack and appended to the output in one go: an SGR sequence
/// is assembled here, so the frame's output array sees one capacity check per sequence instead of
/// one per byte.
///
/// Invariant: `count <= capacity`; bytes past the capacity are dropped (no SGR sequence the encoder
/// builds comes near it: the longest is about 50 bytes).
struct ByteRun {
    static let capacity = 64
    private var bytes = InlineArray<64, UInt8>(repeating: 0)
    private(set) var count = 0

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        guard count < ByteRun.capacity else { return }
        bytes[count] = byte
        count += 1
    }

    /// Appends the decimal digits of `value` (≥ 0).
    @inline(__always)
    mutating func appendDecimal(_ value: Int) {
        if value < 10 {
            append(0x30 + UInt8(value))
        } else if value < 100 {
            append(0x30 + UInt8(value / 10))
            append(0x30 + UInt8(value % 10))
        } else if value < 1000 {
            append(0x30 + UInt8(value / 100))
            append(0x30 + UInt8(value / 10 % 10))
            append(0x30 + UInt8(value % 10))
        } else {
            var digits = InlineArray<20, UInt8>(repeating: 0)
            var rest = value
            var length = 0
            while rest > 0 && length < 20 {
                digits[length] = 0x30 + UInt8(rest % 10)
                rest /= 10
                length += 1
            }
            for index in stride(from: length - 1, through: 0, by: -1) { append(digits[index]) }
        }
    }

    /// Appends the run to `output`.
    func write(to output: inout [UInt8]) {
        withUnsafeBytes(of: bytes) { raw in
            output.append(contentsOf: UnsafeRawBufferPointer(rebasing: raw[0..<count]))
        }
    }
}
