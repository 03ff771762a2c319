import Synchronization

/// A grapheme cluster in 32 bits, so that a ``Cell`` is a plain value that copies and compares
/// without reference counting (frames copy and compare tens of thousands of cells).
///
/// A cluster of one Unicode scalar is stored as the scalar's value. A longer cluster (ZWJ emoji,
/// flags, a letter with combining marks) is interned in a process-wide table and stored as
/// `multiScalarFlag | index`. The table holds at most ``Glyph/maximumInterned`` distinct clusters;
/// beyond that, new ones show as U+FFFD, so hostile input cannot grow memory without bound.
struct Glyph: Hashable, Sendable {
    let rawValue: UInt32

    static let multiScalarFlag: UInt32 = 0x8000_0000
    static let maximumInterned = 1 << 16
    static let space = Glyph(rawValue: 0x20)
    static let replacement = Glyph(rawValue: 0xFFFD)

    init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The glyph for an already sanitised cluster.
    init(_ character: Character) {
        let scalars = character.unicodeScalars
        if scalars.count == 1, let scalar = scalars.first {
            self.rawValue = scalar.value
        } else {
            self = Glyph.intern(String(character))
        }
    }

    var isMultiScalar: Bool { rawValue & Glyph.multiScalarFlag != 0 }

    var character: Character {
        guard isMultiScalar else { return Character(Unicode.Scalar(rawValue) ?? "\u{FFFD}") }
        let index = Int(rawValue & ~Glyph.multiScalarFlag)
        return Character(Glyph.table.withLock { $0.clusters[index] })
    }

    /// Bytes of the glyph in UTF-8.
    var utf8Count: Int {
        switch rawValue {
        case 0..<0x80: return 1
        case 0x80..<0x800: return 2
        case 0x800..<0x10000: return 3
        case 0x10000..<0x110000: return 4
        default: return character.utf8.count
        }
    }

    /// Appends the glyph's UTF-8 bytes.
    @inline(__always)
    func appendUTF8(to output: inout [UInt8]) {
        let value = rawValue
        switch value {
        case 0..<0x80:
            output.append(UInt8(value))
        case 0x80..<0x800:
            output.append(0xC0 | UInt8(value >> 6))
            output.append(0x80 | UInt8(value & 0x3F))
        case 0x800..<0x10000:
            output.append(0xE0 | UInt8(value >> 12))
            output.append(0x80 | UInt8((value >> 6) & 0x3F))
            output.append(0x80 | UInt8(value & 0x3F))
        case 0x10000..<0x110000:
            output.append(0xF0 | UInt8(value >> 18))
            output.append(0x80 | UInt8((value >> 12) & 0x3F))
            output.append(0x80 | UInt8((value >> 6) & 0x3F))
            output.append(0x80 | UInt8(value & 0x3F))
        default:
            output.append(contentsOf: character.utf8)
        }
    }

    struct Table {
        var indices: [String: UInt32] = [:]
        var clusters: [String] = []
    }

    /// Multi-scalar clusters seen so far; append-only, so an index stays valid for the process.
    static let table = Mutex(Table())

    static func intern(_ cluster: String) -> Glyph {
        table.withLock { table in
            if let index = table.indices[cluster] { return Glyph(rawValue: multiScalarFlag | index) }
            guard table.clusters.count < maximumInterned else { return replacement }
            let index = UInt32(table.clusters.count)
            table.clusters.append(cluster)
            table.indices[cluster] = index
            return Glyph(rawValue: multiScalarFlag | index)
        }
    }
}
