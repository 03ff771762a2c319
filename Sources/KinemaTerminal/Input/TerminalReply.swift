/// A terminal's answer to a query the program sent (not user input).
///
/// ``InputDecoder`` records replies only while ``InputDecoder/isAwaitingReplies`` is set, so a
/// forged reply typed or pasted at any other time is ignored.
public enum TerminalReply: Hashable, Sendable {
    /// DECRPM, the answer to DECRQM `CSI ? mode $ p`: `state` 0 = not recognised, 1 = set,
    /// 2 = reset, 3 = permanently set, 4 = permanently reset.
    case modeReport(mode: Int, state: Int)
    /// The kitty keyboard protocol's current flags, the answer to `CSI ? u`.
    case keyboardFlags(Int)
    /// Primary device attributes (DA1), the answer to `CSI c`. Every terminal answers it, so it
    /// ends a batch of queries.
    case primaryDeviceAttributes
    /// The size of one character cell in pixels (`CSI 6 ; height ; width t`), the answer to
    /// `CSI 16 t`.
    case cellSize(TerminalSize)
}

extension InputDecoder {
    /// Records `parsed` as a ``TerminalReply`` when one is awaited; otherwise drops it.
    mutating func captureReply(_ parsed: ControlSequence) {
        guard isAwaitingReplies, parsed.privateMarker == 0x3F else { return discard() }
        switch (parsed.final, parsed.intermediate) {
        case (0x79, 0x24?) where parsed.parameterCount == 2:  // CSI ? mode ; state $ y
            replies.append(
                .modeReport(mode: parsed.parameter(0, default: 0), state: parsed.parameter(1, default: 0)))
        case (0x75, nil):  // CSI ? flags u
            replies.append(.keyboardFlags(parsed.parameter(0, default: 0)))
        case (0x63, nil):  // CSI ? 62 ; … c
            replies.append(.primaryDeviceAttributes)
        default:
            discard()
        }
    }

    /// Returns the replies recorded since the last call and forgets them.
    public mutating func takeReplies() -> [TerminalReply] {
        var taken: [TerminalReply] = []
        swap(&taken, &replies)
        return taken
    }
}
