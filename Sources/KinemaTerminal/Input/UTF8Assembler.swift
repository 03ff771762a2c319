/// Incremental UTF-8 decoding, one byte at a time, for input that may be split anywhere.
///
/// Follows the WHATWG "maximal subpart" rule: every ill-formed subsequence becomes exactly one
/// U+FFFD, and a byte that cannot continue the current sequence ends it and is then decoded on its
/// own, so an invalid byte never swallows the valid input that follows.
///
/// Invariants:
/// - `remaining` is 0…3; when it is 0, `partial` is 0 and the bounds are the default 0x80…0xBF.
struct UTF8Assembler: Sendable {
    /// What one byte produced.
    enum Step: Equatable {
        /// The byte was absorbed; more are needed.
        case pending
        /// A complete scalar.
        case scalar(Unicode.Scalar)
        /// The byte was ill-formed on its own: emit one U+FFFD.
        case invalid
        /// The byte ended an incomplete sequence: emit one U+FFFD, then decode the byte again.
        case invalidThenRetry
    }

    private var partial: UInt32 = 0
    private var remaining = 0
    private var lowerBound: UInt8 = 0x80
    private var upperBound: UInt8 = 0xBF

    /// Whether a multi-byte sequence has started but not finished.
    var isPending: Bool { remaining > 0 }

    /// Feeds one byte.
    mutating func consume(_ byte: UInt8) -> Step {
        if remaining == 0 { return start(byte) }
        guard (lowerBound...upperBound).contains(byte) else {
            reset()
            return .invalidThenRetry
        }
        lowerBound = 0x80
        upperBound = 0xBF
        partial = partial << 6 | UInt32(byte & 0x3F)
        remaining -= 1
        guard remaining == 0 else { return .pending }
        let value = partial
        partial = 0
        // The bounds above exclude surrogates and values past U+10FFFF, so this always succeeds.
        return Unicode.Scalar(value).map(Step.scalar) ?? .invalid
    }

    /// Drops an incomplete sequence; returns whether there was one (it then stands for one U+FFFD).
    @discardableResult
    mutating func reset() -> Bool {
        let wasPending = remaining > 0
        partial = 0
        remaining = 0
        lowerBound = 0x80
        upperBound = 0xBF
        return wasPending
    }

    private mutating func start(_ byte: UInt8) -> Step {
        switch byte {
        case 0x00...0x7F:
            return .scalar(Unicode.Scalar(byte))
        case 0xC2...0xDF:
            partial = UInt32(byte & 0x1F)
            remaining = 1
        case 0xE0...0xEF:
            partial = UInt32(byte & 0x0F)
            remaining = 2
            // E0 would be overlong below A0; ED would encode a surrogate from A0 up.
            if byte == 0xE0 { lowerBound = 0xA0 }
            if byte == 0xED { upperBound = 0x9F }
        case 0xF0...0xF4:
            partial = UInt32(byte & 0x07)
            remaining = 3
            // F0 would be overlong below 90; F4 would pass U+10FFFF from 90 up.
            if byte == 0xF0 { lowerBound = 0x90 }
            if byte == 0xF4 { upperBound = 0x8F }
        default:
            return .invalid
        }
        return .pending
    }

    /// Traps when the documented invariants do not hold.
    func checkInvariants() {
        precondition((0...3).contains(remaining), "UTF8Assembler: remaining \(remaining) outside 0...3")
        if remaining == 0 {
            precondition(
                partial == 0 && lowerBound == 0x80 && upperBound == 0xBF,
                "UTF8Assembler: idle with partial \(partial), bounds \(lowerBound)...\(upperBound)")
        }
    }
}
