/// Collects the bytes of one bracketed paste until the closing `ESC [ 2 0 1 ~`.
///
/// Everything between the markers is data: keys, mouse reports and escape sequences inside a
/// paste are never interpreted. Bytes beyond `limit` are dropped (the marker is still found), so a
/// huge or hostile paste cannot exhaust memory.
///
/// Invariants:
/// - `bytes.count <= limit`.
/// - `matched` is 0…5: how many bytes of the end marker have been seen, and not yet stored.
struct PasteCollector: Sendable {
    private static let endMarker: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]  // ESC [ 2 0 1 ~

    /// The most bytes one paste keeps.
    let limit: Int
    private var bytes: [UInt8] = []
    private var matched = 0
    /// Whether bytes were dropped because the paste passed ``limit``.
    private(set) var isTruncated = false

    init(limit: Int) {
        self.limit = max(0, limit)
    }

    /// Feeds one byte; returns the finished paste's text when `byte` completes the end marker.
    mutating func consume(_ byte: UInt8) -> String? {
        if byte == Self.endMarker[matched] {
            matched += 1
            guard matched == Self.endMarker.count else { return nil }
            let text = Self.sanitize(bytes)
            bytes.removeAll(keepingCapacity: false)
            matched = 0
            isTruncated = false
            return text
        }
        // The marker's bytes are all distinct, so a mismatch can only restart the match at ESC.
        for index in 0..<matched { store(Self.endMarker[index]) }
        matched = 0
        if byte == Self.endMarker[0] {
            matched = 1
        } else {
            store(byte)
        }
        return nil
    }

    private mutating func store(_ byte: UInt8) {
        if bytes.count < limit {
            bytes.append(byte)
        } else {
            isTruncated = true
        }
    }

    /// Decodes UTF-8 (ill-formed bytes become U+FFFD), turns CR LF and lone CR into LF, and drops
    /// ESC, DEL, C1 and every C0 control except tab and newline.
    static func sanitize(_ bytes: [UInt8]) -> String {
        let decoded = String(decoding: bytes, as: UTF8.self)
        var scalars = String.UnicodeScalarView()
        var previousWasCarriageReturn = false
        for scalar in decoded.unicodeScalars {
            defer { previousWasCarriageReturn = scalar == "\r" }
            switch scalar.value {
            case 0x0D:
                scalars.append("\n")
            case 0x0A:
                if !previousWasCarriageReturn { scalars.append("\n") }
            case 0x09:
                scalars.append(scalar)
            case 0x00...0x1F, 0x7F...0x9F:
                continue
            default:
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// Traps when the documented invariants do not hold.
    func checkInvariants() {
        precondition(bytes.count <= limit, "PasteCollector: \(bytes.count) bytes kept, limit \(limit)")
        precondition((0..<Self.endMarker.count).contains(matched), "PasteCollector: matched \(matched)")
    }
}
