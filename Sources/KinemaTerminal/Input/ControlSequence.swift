/// A parsed control sequence introducer (CSI) sequence: `ESC [`, an optional private marker
/// (`<`, `=`, `>`, `?`), numeric parameters separated by `;` with sub-parameters separated by `:`,
/// intermediate bytes (0x20…0x2F) and one final byte (0x40…0x7E).
///
/// Parsing never traps: numbers saturate at ``maximumValue`` and a layout that ECMA-48 does not
/// allow (a parameter byte after an intermediate, a private marker in the middle) fails to parse.
struct ControlSequence: Equatable, Sendable {
    /// Numbers saturate here, far above any coordinate, key code or size a terminal reports.
    static let maximumValue = 9_999_999

    /// The private marker byte, when the sequence starts with one.
    var privateMarker: UInt8?
    /// Parameters; each is its list of sub-parameters, `nil` where a number was omitted.
    var parameters: [[Int?]]
    /// Intermediate bytes, such as `$` in `CSI ? 2026 ; 2 $ y`.
    var intermediates: [UInt8]
    /// The final byte.
    var final: UInt8

    /// Parses the bytes between `ESC [` and the final byte; `nil` when their layout is malformed.
    init?(_ body: ArraySlice<UInt8>, final: UInt8) {
        self.final = final
        intermediates = []
        privateMarker = nil
        var rest = body[...]
        if let first = rest.first, (0x3C...0x3F).contains(first) {
            privateMarker = first
            rest = rest.dropFirst()
        }
        var groups: [[Int?]] = [[nil]]
        for byte in rest {
            switch byte {
            case 0x30...0x39 where intermediates.isEmpty:
                let digit = Int(byte - 0x30)
                let current = groups[groups.count - 1][groups[groups.count - 1].count - 1] ?? 0
                groups[groups.count - 1][groups[groups.count - 1].count - 1] =
                    min(current * 10 + digit, Self.maximumValue)
            case 0x3A where intermediates.isEmpty:
                groups[groups.count - 1].append(nil)
            case 0x3B where intermediates.isEmpty:
                groups.append([nil])
            case 0x20...0x2F:
                intermediates.append(byte)
            default:
                return nil
            }
        }
        parameters = (groups == [[nil]]) ? [] : groups
    }

    /// The first sub-parameter of parameter `index`, or `defaultValue` when absent or omitted.
    func parameter(_ index: Int, default defaultValue: Int) -> Int {
        subparameter(index, 0, default: defaultValue)
    }

    /// Sub-parameter `sub` of parameter `index`, or `defaultValue` when absent or omitted.
    func subparameter(_ index: Int, _ sub: Int, default defaultValue: Int) -> Int {
        guard parameters.indices.contains(index), parameters[index].indices.contains(sub) else {
            return defaultValue
        }
        return parameters[index][sub] ?? defaultValue
    }
}
