// The byte-level transitions of InputDecoder, after the ECMA-48 / vt100.net parser diagram,
// reduced to what terminals send as input.
extension InputDecoder {
    private static let escape: UInt8 = 0x1B

    mutating func consume(_ byte: UInt8, at time: Double) {
        switch state {
        case .ground: consumeGround(byte, at: time)
        case .escape: consumeAfterEscape(byte, at: time)
        case .csi: consumeControlSequence(byte, at: time)
        case .ss3: consumeSingleShift(byte, at: time)
        case .controlString: consumeControlString(byte, at: time)
        case .controlStringEscape: consumeControlStringEscape(byte, at: time)
        case .paste: consumePaste(byte, at: time)
        case .x10Mouse: consumeX10Mouse(byte, at: time)
        case .linuxFunctionKey: consumeLinuxFunctionKey(byte, at: time)
        }
        let isIncomplete = utf8.isPending || hasAltPrefix || (state != .ground && state != .paste)
        if !isIncomplete {
            pendingSince = nil
        } else if pendingSince == nil {
            pendingSince = time
        }
    }

    private mutating func consumeGround(_ byte: UInt8, at time: Double) {
        if utf8.isPending || byte >= 0x80 {
            consumeUTF8(byte, at: time)
        } else if byte == Self.escape {
            enterEscape(at: time)
        } else if let key = Self.controlKey(byte) {
            emitKey(key.key, key.modifiers)
        } else {
            emitKey(.character(Character(Unicode.Scalar(byte))), [])
        }
    }

    private mutating func consumeUTF8(_ byte: UInt8, at time: Double) {
        switch utf8.consume(byte) {
        case .pending:
            break
        case .scalar(let scalar):
            emitKey(.character(Character(scalar)), [])
        case .invalid:
            emitKey(.character("\u{FFFD}"), [])
        case .invalidThenRetry:
            emitKey(.character("\u{FFFD}"), [])
            consumeGround(byte, at: time)
        }
    }

    /// Keys for the C0 controls and DEL, as terminals send them in raw mode.
    static func controlKey(_ byte: UInt8) -> (key: Key, modifiers: KeyModifiers)? {
        switch byte {
        case 0x0D: (.enter, [])
        case 0x09: (.tab, [])
        case 0x7F: (.backspace, [])
        case 0x08: (.backspace, .control)
        case 0x00: (.character(" "), .control)
        case 0x01...0x1A: (.character(Character(Unicode.Scalar(byte + 0x60))), .control)
        case 0x1C...0x1F: (.character(Character(Unicode.Scalar(byte + 0x40))), .control)
        default: nil
        }
    }

    private mutating func enterEscape(at time: Double) {
        state = .escape
        pendingSince = time
    }

    private mutating func consumeAfterEscape(_ byte: UInt8, at time: Double) {
        switch byte {
        case 0x5B:  // [
            beginSequence(.csi)
        case 0x4F:  // O
            beginSequence(.ss3)
        case 0x50, 0x58, 0x5D, 0x5E, 0x5F:
            // P X ] ^ _ start DCS, SOS, OSC, PM and APC strings, which terminals send only in
            // answer to a query; at any other time they are Alt+P, Alt+], … and must not swallow
            // the keys typed after them.
            if isAwaitingReplies {
                controlStringIntroducer = byte
                beginSequence(.controlString)
            } else {
                state = .ground
                hasAltPrefix = true
                consumeGround(byte, at: time)
            }
        case Self.escape:
            emitKey(.escape, [])
            pendingSince = time
        default:
            state = .ground
            hasAltPrefix = true
            consumeGround(byte, at: time)
        }
    }

    private mutating func beginSequence(_ next: State) {
        state = next
        sequence.removeAll(keepingCapacity: true)
        isSequenceOverlong = false
    }

    private mutating func appendToSequence(_ byte: UInt8) {
        if sequence.count < configuration.maximumSequenceBytes {
            sequence.append(byte)
        } else {
            isSequenceOverlong = true
        }
    }

    private mutating func consumeControlSequence(_ byte: UInt8, at time: Double) {
        switch byte {
        case 0x20...0x3F:
            appendToSequence(byte)
        case 0x40...0x7E:
            state = .ground
            if isSequenceOverlong {
                discardedSequenceCount += 1
            } else {
                finishControlSequence(final: byte)
            }
        default:
            abandonSequence(thenConsume: byte, at: time)
        }
    }

    private mutating func consumeSingleShift(_ byte: UInt8, at time: Double) {
        switch byte {
        case 0x30...0x39, 0x3B:
            appendToSequence(byte)
        case 0x40...0x7E:
            state = .ground
            finishSingleShift(final: byte)
        default:
            abandonSequence(thenConsume: byte, at: time)
        }
    }

    /// Drops the sequence in progress and decodes `byte` from the ground state, so a broken
    /// sequence never swallows the input after it.
    private mutating func abandonSequence(thenConsume byte: UInt8, at time: Double) {
        discardedSequenceCount += 1
        state = .ground
        sequence.removeAll(keepingCapacity: true)
        consumeGround(byte, at: time)
    }

    private mutating func consumeControlString(_ byte: UInt8, at time: Double) {
        switch byte {
        case 0x07:
            state = .ground
            finishControlString()
        case Self.escape:
            state = .controlStringEscape
        case 0x18, 0x1A:  // CAN and SUB cancel a string, as in the vt100.net parser.
            discardedSequenceCount += 1
            state = .ground
        default:
            // Only an OSC's content is read (the background colour); other strings only count.
            appendToSequence(controlStringIntroducer == 0x5D ? byte : 0)
            if isSequenceOverlong { abandonSequence(thenConsume: byte, at: time) }
        }
    }

    private mutating func consumeControlStringEscape(_ byte: UInt8, at time: Double) {
        if byte == 0x5C {  // ESC \ is the string terminator
            state = .ground
            finishControlString()
        } else {
            // Any other ESC ends the string and starts a new sequence.
            discardedSequenceCount += 1
            state = .escape
            consumeAfterEscape(byte, at: time)
        }
    }

    private mutating func consumePaste(_ byte: UInt8, at time: Double) {
        // The paste's timing is kept per read in `consumeAll`, not per byte.
        // Ctrl-C always gets through: a paste cannot lock out the key that ends the program.
        if byte == 0x03 {
            endPasteEarly()
            return consumeGround(byte, at: time)
        }
        if let text = paste.consume(byte) {
            state = .ground
            pasteStartedAt = nil
            output.append(.paste(text))
        }
    }

    /// Ends the paste in progress without its end marker: delivers what it collected (if
    /// anything) and returns to the ground state.
    mutating func endPasteEarly() {
        guard state == .paste else { return }
        let text = paste.finishEarly()
        state = .ground
        pasteStartedAt = nil
        interruptedPasteCount += 1
        if !text.isEmpty { output.append(.paste(text)) }
    }

    private mutating func consumeX10Mouse(_ byte: UInt8, at time: Double) {
        // X10 coordinates are offset by 32, so a C0 byte cannot belong to the report.
        guard byte >= 0x20 else { return abandonSequence(thenConsume: byte, at: time) }
        sequence.append(byte)
        guard sequence.count == 3 else { return }
        state = .ground
        if let event = Self.x10MouseEvent(sequence) { output.append(.mouse(event)) }
        sequence.removeAll(keepingCapacity: true)
    }

    /// The Linux console sends F1…F5 as `ESC [ [ A` … `ESC [ [ E`.
    private mutating func consumeLinuxFunctionKey(_ byte: UInt8, at time: Double) {
        guard (0x41...0x45).contains(byte) else { return abandonSequence(thenConsume: byte, at: time) }
        state = .ground
        emitKey(.function(Int(byte - 0x40)), [])
    }

    mutating func resolvePending() {
        switch state {
        case .escape:
            hasAltPrefix = false
            emitKey(.escape, [])
        case .csi where sequence.isEmpty:
            emitKey(.character("["), .alt)
        case .ss3 where sequence.isEmpty:
            emitKey(.character("O"), .alt)
        case .csi, .ss3, .controlString, .controlStringEscape, .x10Mouse, .linuxFunctionKey:
            discardedSequenceCount += 1
        case .paste:
            endPasteEarly()
        case .ground:
            break
        }
        state = .ground
        sequence.removeAll(keepingCapacity: true)
        if utf8.reset() { emitKey(.character("\u{FFFD}"), []) }
        hasAltPrefix = false
        pendingSince = nil
    }

    mutating func emitKey(_ key: Key, _ modifiers: KeyModifiers, phase: KeyPhase = .press) {
        var modifiers = modifiers
        if hasAltPrefix {
            modifiers.insert(.alt)
            hasAltPrefix = false
        }
        output.append(.key(KeyEvent(key, modifiers: modifiers, phase: phase)))
    }

    /// A complete control string: an OSC 11 answer (`11;rgb:…`) becomes a background-colour reply
    /// while replies are awaited; everything else is dropped.
    private mutating func finishControlString() {
        defer { sequence.removeAll(keepingCapacity: true) }
        guard controlStringIntroducer == 0x5D, isAwaitingReplies, !isSequenceOverlong,
            case let text = String(decoding: sequence, as: UTF8.self),
            text.hasPrefix("11;"), let color = TerminalRGB(x11Specification: text.dropFirst(3))
        else { return }
        replies.append(.backgroundColor(color))
    }
}
