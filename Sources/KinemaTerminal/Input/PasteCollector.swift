/// Collects the bytes of one bracketed paste until the closing `ESC [ 2 0 1 ~`.
///
/// Everything between the markers is data: keys, mouse reports and escape sequences inside a
/// paste are never interpreted. Bytes beyond `limit` are dropped and counted (the marker is still
/// found), so a huge or hostile paste cannot exhaust memory. The decoder ends a paste early with
/// ``finishEarly()`` (timeout, Ctrl-C).
///
/// Invariants:
/// - `bytes.count <= limit`.
/// - `matched` is 0…5: how many bytes of the end marker have been seen, and not yet stored.
struct PasteCollector: Sendable {
    private static let endMarkerLength = 6

    /// Byte `index` of the end marker `ESC [ 2 0 1 ~`, as a switch rather than an array so the
    /// per-byte path touches no global storage.
    private static func endMarker(_ index: Int) -> UInt8 {
        switch index {
        case 0: 0x1B
        case 1: 0x5B
        case 2: 0x32
        case 3: 0x30
        case 4: 0x31
        default: 0x7E
        }
    }

    /// The most bytes one paste keeps.
    let limit: Int
    private var bytes: [UInt8] = []
    private var matched = 0
    /// How many bytes were dropped because pastes passed ``limit``, over this collector's life.
    private(set) var droppedByteCount = 0

    init(limit: Int) {
        self.limit = max(0, limit)
    }

    /// Feeds one byte; returns the finished paste's text when `byte` completes the end marker.
    mutating func consume(_ byte: UInt8) -> String? {
        if byte == Self.endMarker(matched) {
            matched += 1
            guard matched == Self.endMarkerLength else { return nil }
            return take()
        }
        // The marker's bytes are all distinct, so a mismatch can only restart the match at ESC.
        for index in 0..<matched { store(Self.endMarker(index)) }
        matched = 0
        if byte == 0x1B {
            matched = 1
        } else {
            store(byte)
        }
        return nil
    }

    /// Ends the paste before its end marker: returns the text collected so far, without the
    /// start of an end marker it may end with (a cut marker is not content).
    mutating func finishEarly() -> String {
        take()
    }

    private mutating func take() -> String {
        let text = Self.sanitize(bytes)
        bytes.removeAll(keepingCapacity: false)
        matched = 0
        return text
    }

    private mutating func store(_ byte: UInt8) {
        if bytes.count < limit {
            bytes.append(byte)
        } else {
            droppedByteCount += 1
        }
    }

    /// Decodes UTF-8 (ill-formed bytes become U+FFFD), turns CR LF and lone CR into LF, and drops
    /// ESC, DEL, C1 and every C0 control except tab and newline.
    static func sanitize(_ bytes: [UInt8]) -> String {
        let decoded = String(decoding: bytes, as: UTF8.self)
        guard containsControls(bytes) else { return decoded }
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

    /// Whether `bytes` may hold a C0 control other than tab and newline, DEL, or a C1 control
    /// (which valid UTF-8 encodes only as C2 80…C2 9F); `false` lets ``sanitize(_:)`` skip its
    /// per-scalar pass.
    private static func containsControls(_ bytes: [UInt8]) -> Bool {
        var previous: UInt8 = 0
        for byte in bytes {
            switch byte {
            case 0x09, 0x0A: break
            case 0x00...0x1F, 0x7F: return true
            case 0x80...0x9F where previous == 0xC2: return true
            default: break
            }
            previous = byte
        }
        return false
    }

    /// Traps when the documented invariants do not hold.
    func checkInvariants() {
        precondition(bytes.count <= limit, "PasteCollector: \(bytes.count) bytes kept, limit \(limit)")
        precondition((0..<Self.endMarkerLength).contains(matched), "PasteCollector: matched \(matched)")
    }
}
