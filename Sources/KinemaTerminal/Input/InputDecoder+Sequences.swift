// What complete CSI, SS3 and X10 sequences mean as input. References: xterm's ctlseqs
// ("PC-Style Function Keys", "Mouse Tracking"), the kitty keyboard protocol specification.
extension InputDecoder {
    mutating func finishControlSequence(final: UInt8) {
        guard let parsed = ControlSequence(sequence[...], final: final) else {
            discardedSequenceCount += 1
            return
        }
        if parsed.privateMarker == 0x3C, !parsed.hasIntermediates, final == 0x4D || final == 0x6D {
            guard let mouse = Self.sgrMouseEvent(parsed, pixelCell: mousePixelCellSize) else { return discard() }
            return output.append(.mouse(mouse))
        }
        // Other private markers and intermediates are terminal replies (DA, DECRPM, kitty flags).
        guard parsed.privateMarker == nil, !parsed.hasIntermediates else { return captureReply(parsed) }
        switch final {
        case 0x7E:  // ~
            finishTildeSequence(parsed)
        case 0x75:  // u
            finishKittyKey(parsed)
        case 0x49 where parsed.parameterCount == 0:  // I
            output.append(.focus(true))
        case 0x4F where parsed.parameterCount == 0:  // O
            output.append(.focus(false))
        case 0x5B where parsed.parameterCount == 0:  // [: the Linux console's F1…F5 follow
            state = .linuxFunctionKey
        case 0x4D where parsed.parameterCount == 0:  // M: legacy X10 mouse, three raw bytes follow
            state = .x10Mouse
            sequence.removeAll(keepingCapacity: true)
        case 0x74 where parsed.parameter(0, default: 0) == 48:  // t: in-band resize (mode 2048)
            let height = parsed.parameter(1, default: 0)
            let width = parsed.parameter(2, default: 0)
            // Anyone can type or paste this sequence; only a terminal that has the mode on sends it.
            guard acceptsResizeReports, width > 0, height > 0 else { return discard() }
            output.append(.resize(width: width, height: height))
        case 0x74 where parsed.parameter(0, default: 0) == 6 && parsed.parameterCount == 3:
            // t: the cell size in pixels, the answer to `CSI 16 t`; a reply, believed only while awaited.
            let height = parsed.parameter(1, default: 0)
            let width = parsed.parameter(2, default: 0)
            guard isAwaitingReplies || isAwaitingCellSize, width > 0, height > 0 else { return discard() }
            replies.append(.cellSize(TerminalSize(width: width, height: height)))
        case 0x5A:  // Z: back-tab
            emitKey(.tab, KeyModifiers(parameter: parsed.parameter(1, default: 1)).union(.shift))
        default:
            // Keys are `CSI X` or `CSI 1 ; modifiers X`; anything else (such as the cursor position
            // report `CSI row ; column R`) is not a key.
            guard let key = Self.letterKey(final), parsed.parameter(0, default: 1) == 1,
                parsed.parameterCount <= 2
            else { return discard() }
            emitKey(key, KeyModifiers(parameter: parsed.parameter(1, default: 1)), phase: Self.phase(parsed))
        }
    }

    mutating func finishSingleShift(final: UInt8) {
        guard let key = Self.letterKey(final) else { return discard() }
        // Some terminals put a modifier digit between `ESC O` and the final byte.
        let modifier =
            sequence.count == 1 && (0x30...0x39).contains(sequence[0]) ? Int(sequence[0] - 0x30) : 1
        emitKey(key, KeyModifiers(parameter: modifier))
    }

    mutating func discard() {
        discardedSequenceCount += 1
    }

    /// Final bytes of `CSI [1;m] X` and `SS3 X` keys.
    static func letterKey(_ final: UInt8) -> Key? {
        switch final {
        case 0x41: .up
        case 0x42: .down
        case 0x43: .right
        case 0x44: .left
        case 0x48: .home
        case 0x46: .end
        case 0x50: .function(1)
        case 0x51: .function(2)
        case 0x52: .function(3)
        case 0x53: .function(4)
        default: nil
        }
    }

    private mutating func finishTildeSequence(_ parsed: ControlSequence) {
        let number = parsed.parameter(0, default: 0)
        let modifiers = KeyModifiers(parameter: parsed.parameter(1, default: 1))
        if number == 200 {
            state = .paste
            pasteStartedAt = arrivalTime
            pasteLastByteAt = arrivalTime
            return
        }
        if number == 27 {
            // xterm modifyOtherKeys: CSI 27 ; modifiers ; code ~
            let code = parsed.parameter(2, default: -1)
            guard let key = Self.keyForCodePoint(code) else { return discard() }
            return emitKey(key, modifiers)
        }
        guard let key = Self.tildeKey(number) else { return discard() }
        emitKey(key, modifiers, phase: Self.phase(parsed))
    }

    static func tildeKey(_ number: Int) -> Key? {
        switch number {
        case 1, 7: .home
        case 2: .insert
        case 3: .delete
        case 4, 8: .end
        case 5: .pageUp
        case 6: .pageDown
        case 11...15: .function(number - 10)
        case 17...21: .function(number - 11)
        case 23...26: .function(number - 12)
        case 28, 29: .function(number - 13)
        case 31...34: .function(number - 14)
        default: nil
        }
    }

    private mutating func finishKittyKey(_ parsed: ControlSequence) {
        let code = parsed.parameter(0, default: -1)
        let modifiers = KeyModifiers(parameter: parsed.parameter(1, default: 1))
        guard let key = Self.keyForCodePoint(code) ?? Self.kittyFunctionalKey(code) else {
            return discard()
        }
        emitKey(key, modifiers, phase: Self.phase(parsed))
    }

    /// The kitty event type, a sub-parameter of the modifiers: `CSI 97;5:3u` is a release.
    static func phase(_ parsed: ControlSequence) -> KeyPhase {
        switch parsed.subparameter(1, 1, default: 1) {
        case 2: .repeat
        case 3: .release
        default: .press
        }
    }

    /// Keys named by a Unicode code point, as in kitty `CSI u` and xterm `modifyOtherKeys`.
    static func keyForCodePoint(_ code: Int) -> Key? {
        switch code {
        case 13: return .enter
        case 9: return .tab
        case 27: return .escape
        case 8, 127: return .backspace
        case 0x20...0x7E, 0xA0...0xE000 - 1, 0xF900...0x10FFFF:
            // Private-use code points are kitty's functional keys, handled separately.
            return Unicode.Scalar(UInt32(code)).map { .character(Character($0)) }
        default: return nil
        }
    }

    /// Kitty's private-use codes for keypad and function keys (modifier-only keys are dropped).
    static func kittyFunctionalKey(_ code: Int) -> Key? {
        switch code {
        case 57399...57408: return .character(Character(Unicode.Scalar(UInt8(code - 57399) + 0x30)))
        case 57409: return .character(".")
        case 57410: return .character("/")
        case 57411: return .character("*")
        case 57412: return .character("-")
        case 57413: return .character("+")
        case 57414: return .enter
        case 57415: return .character("=")
        case 57417: return .left
        case 57418: return .right
        case 57419: return .up
        case 57420: return .down
        case 57421: return .pageUp
        case 57422: return .pageDown
        case 57423: return .home
        case 57424: return .end
        case 57425: return .insert
        case 57426: return .delete
        case 57376...57398: return .function(code - 57376 + 13)
        default: return nil
        }
    }
}
