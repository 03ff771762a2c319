/// A parsed control sequence introducer (CSI) sequence: `ESC [`, an optional private marker
/// (`<`, `=`, `>`, `?`), numeric parameters separated by `;` with sub-parameters separated by `:`,
/// intermediate bytes (0x20…0x2F) and one final byte (0x40…0x7E).
///
/// It reads its parameters straight from the decoder's byte buffer, so parsing allocates nothing.
/// Parsing never traps: numbers saturate at ``maximumValue``, and a layout that ECMA-48 does not
/// allow (a parameter byte after an intermediate, a private marker in the middle) fails to parse.
struct ControlSequence: Sendable {
    /// Numbers saturate here, far above any coordinate, key code or size a terminal reports.
    static let maximumValue = 9_999_999

    /// The private marker byte, when the sequence starts with one.
    let privateMarker: UInt8?
    /// The first intermediate byte, such as `$` in `CSI ? 2026 ; 2 $ y`, if any.
    let intermediate: UInt8?
    /// Whether the sequence has intermediate bytes.
    var hasIntermediates: Bool { intermediate != nil }
    /// The final byte.
    let final: UInt8
    /// How many `;`-separated parameters there are (0 when the parameter part is empty).
    let parameterCount: Int
    /// The parameter bytes: digits, `:` and `;` only.
    private let parameterBytes: ArraySlice<UInt8>

    /// Parses the bytes between `ESC [` and the final byte; `nil` when their layout is malformed.
    init?(_ body: ArraySlice<UInt8>, final: UInt8) {
        self.final = final
        var rest = body
        if let first = rest.first, (0x3C...0x3F).contains(first) {
            privateMarker = first
            rest = rest.dropFirst()
        } else {
            privateMarker = nil
        }
        var parameterEnd = rest.endIndex
        var separators = 0
        for index in rest.indices {
            switch rest[index] {
            case 0x30...0x3A where parameterEnd == rest.endIndex:
                continue
            case 0x3B where parameterEnd == rest.endIndex:
                separators += 1
            case 0x20...0x2F:
                if parameterEnd == rest.endIndex { parameterEnd = index }
            default:
                return nil
            }
        }
        parameterBytes = rest[rest.startIndex..<parameterEnd]
        intermediate = parameterEnd != rest.endIndex ? rest[parameterEnd] : nil
        parameterCount = parameterBytes.isEmpty ? 0 : separators + 1
    }

    /// The first sub-parameter of parameter `index`, or `defaultValue` when absent or omitted.
    func parameter(_ index: Int, default defaultValue: Int) -> Int {
        subparameter(index, 0, default: defaultValue)
    }

    /// Sub-parameter `sub` of parameter `index`, or `defaultValue` when absent or omitted.
    func subparameter(_ index: Int, _ sub: Int, default defaultValue: Int) -> Int {
        var parameter = 0
        var subparameter = 0
        var value: Int?
        for byte in parameterBytes {
            switch byte {
            case 0x3B:
                if parameter == index && subparameter == sub { return value ?? defaultValue }
                parameter += 1
                subparameter = 0
                value = nil
            case 0x3A:
                if parameter == index && subparameter == sub { return value ?? defaultValue }
                subparameter += 1
                value = nil
            default:
                if parameter == index && subparameter == sub {
                    value = min((value ?? 0) * 10 + Int(byte - 0x30), Self.maximumValue)
                }
            }
        }
        return parameter == index && subparameter == sub ? value ?? defaultValue : defaultValue
    }
}
