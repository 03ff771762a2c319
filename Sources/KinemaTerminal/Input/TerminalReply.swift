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
    /// The terminal's background colour (`OSC 11 ; rgb:RRRR/GGGG/BBBB ST`), the answer to
    /// `OSC 11 ; ? ST`.
    case backgroundColor(TerminalRGB)
}

/// A colour a terminal reported, each channel 0…1.
public struct TerminalRGB: Hashable, Sendable {
    /// Red, 0…1.
    public var red: Double
    /// Green, 0…1.
    public var green: Double
    /// Blue, 0…1.
    public var blue: Double

    /// A colour of the given channels (each clamped to 0…1; NaN counts as 0).
    public init(red: Double, green: Double, blue: Double) {
        func clamped(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }
        self.red = clamped(red)
        self.green = clamped(green)
        self.blue = clamped(blue)
    }

    /// Parses an X11 colour specification as terminals report it, `rgb:R/G/B` with one to four hex
    /// digits per channel (scaled by the largest value of that many digits); `nil` for anything else.
    public init?(x11Specification spec: some StringProtocol) {
        guard spec.hasPrefix("rgb:") else { return nil }
        let channels = spec.dropFirst(4).split(separator: "/", omittingEmptySubsequences: false)
        guard channels.count == 3 else { return nil }
        var values: [Double] = []
        for channel in channels {
            guard (1...4).contains(channel.count), let value = Int(channel, radix: 16), value >= 0 else { return nil }
            let maximum = (1 << (4 * channel.count)) - 1
            values.append(Double(value) / Double(maximum))
        }
        self.init(red: values[0], green: values[1], blue: values[2])
    }
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
