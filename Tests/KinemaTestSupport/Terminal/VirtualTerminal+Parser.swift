extension VirtualTerminal {
    /// An ECMA-48 byte parser (after vt100.net's DEC parser, reduced to what tests need) with an
    /// incremental UTF-8 decoder for text.
    struct Parser {
        enum Action {
            case print(Unicode.Scalar)
            case control(UInt8)
            case csi(privateMarker: UInt8?, parameters: [Int?], intermediates: [UInt8], final: UInt8)
            case escape(intermediates: [UInt8], final: UInt8)
            /// OSC, DCS, APC, PM or SOS with its content.
            case string(kind: String, content: String)
            /// A decoded C1 control scalar (U+0080–U+009F).
            case c1(Unicode.Scalar)
        }

        enum State {
            case ground, escape, csi, string(kind: String), stringEscape(kind: String)
        }

        var state = State.ground
        var intermediates: [UInt8] = []
        var parameters: [Int?] = []
        var current: Int?
        var privateMarker: UInt8?
        var content: [UInt8] = []
        var utf8: [UInt8] = []
        var utf8Remaining = 0

        mutating func consume(_ byte: UInt8) -> Action? {
            switch state {
            case .ground: return ground(byte)
            case .escape: return escape(byte)
            case .csi: return csi(byte)
            case .string(let kind):
                if byte == 0x07 { return finishString(kind) }
                if byte == 0x1B { state = .stringEscape(kind: kind) } else { content.append(byte) }
                return nil
            case .stringEscape(let kind):
                if byte == UInt8(ascii: "\\") { return finishString(kind) }
                content.append(0x1B)
                content.append(byte)
                state = .string(kind: kind)
                return nil
            }
        }

        mutating func finishString(_ kind: String) -> Action {
            state = .ground
            defer { content.removeAll() }
            return .string(kind: kind, content: String(decoding: content, as: UTF8.self))
        }

        mutating func ground(_ byte: UInt8) -> Action? {
            if utf8Remaining > 0 {
                if byte & 0xC0 == 0x80 {
                    utf8.append(byte)
                    utf8Remaining -= 1
                    return utf8Remaining == 0 ? decodeUTF8() : nil
                }
                utf8Remaining = 0
                utf8.removeAll()
                let replacement = Action.print("\u{FFFD}")
                _ = ground(byte)
                return replacement
            }
            switch byte {
            case 0x1B:
                state = .escape
                intermediates.removeAll()
                return nil
            case 0x00..<0x20, 0x7F: return .control(byte)
            case 0x20..<0x7F: return .print(Unicode.Scalar(byte))
            case 0xC2...0xDF: return startUTF8(byte, remaining: 1)
            case 0xE0...0xEF: return startUTF8(byte, remaining: 2)
            case 0xF0...0xF4: return startUTF8(byte, remaining: 3)
            default: return .print("\u{FFFD}")
            }
        }

        mutating func startUTF8(_ byte: UInt8, remaining: Int) -> Action? {
            utf8 = [byte]
            utf8Remaining = remaining
            return nil
        }

        mutating func decodeUTF8() -> Action {
            defer { utf8.removeAll() }
            let scalar = String(decoding: utf8, as: UTF8.self).unicodeScalars.first ?? "\u{FFFD}"
            return (0x80...0x9F).contains(scalar.value) ? .c1(scalar) : .print(scalar)
        }

        mutating func escape(_ byte: UInt8) -> Action? {
            switch byte {
            case UInt8(ascii: "["):
                state = .csi
                parameters.removeAll()
                current = nil
                privateMarker = nil
                return nil
            case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "_"), UInt8(ascii: "^"), UInt8(ascii: "X"):
                let kinds: [UInt8: String] = [0x5D: "OSC", 0x50: "DCS", 0x5F: "APC", 0x5E: "PM", 0x58: "SOS"]
                state = .string(kind: kinds[byte]!)
                content.removeAll()
                return nil
            case 0x20...0x2F:
                intermediates.append(byte)
                return nil
            default:
                state = .ground
                return .escape(intermediates: intermediates, final: byte)
            }
        }

        mutating func csi(_ byte: UInt8) -> Action? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                current = min((current ?? 0) * 10 + Int(byte - 0x30), 1_000_000)
            case UInt8(ascii: ";"), UInt8(ascii: ":"):
                parameters.append(current)
                current = nil
            case 0x3C...0x3F where parameters.isEmpty && current == nil:
                privateMarker = byte
            case 0x20...0x2F:
                intermediates.append(byte)
            case 0x40...0x7E:
                if current != nil || !parameters.isEmpty { parameters.append(current) }
                state = .ground
                let action = Action.csi(
                    privateMarker: privateMarker, parameters: parameters, intermediates: intermediates, final: byte)
                intermediates.removeAll()
                return action
            case 0x1B:
                state = .escape
                intermediates.removeAll()
            default:
                break
            }
            return nil
        }
    }
}
