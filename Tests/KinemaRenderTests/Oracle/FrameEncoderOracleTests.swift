import KinemaRender
import KinemaTestSupport
import Testing

/// Applies encoder output to ``VirtualTerminal`` and checks the screen equals the intended frame.
@Suite struct FrameEncoderOracleTests {
    static let capabilitySets: [(String, TerminalCapabilities)] = [
        ("full", .full),
        ("default", TerminalCapabilities()),
        ("minimal", .minimal),
        ("no BCE, 256 colours", TerminalCapabilities(colorProfile: .ansi256, backgroundColorErase: false, repeatCharacter: true)),
        ("no colour", TerminalCapabilities(colorProfile: .noColor, synchronizedOutput: false)),
    ]

    /// `buffer` as a terminal with `profile` shows it.
    static func downgraded(_ buffer: CellBuffer, _ profile: ColorProfile) -> CellBuffer {
        var result = buffer
        for y in 0..<buffer.height {
            for x in 0..<buffer.width where !buffer[x, y].isContinuation {
                var cell = buffer[x, y]
                cell.style = profile.downgrade(cell.style)
                result.set(cell, x: x, y: y)
            }
        }
        return result
    }

    @Test("applying diff(previous → next) to the previous screen yields exactly the next screen",
          arguments: capabilitySets.indices)
    func randomFramePairs(capabilityIndex: Int) throws {
        let (name, capabilities) = FrameEncoderOracleTests.capabilitySets[capabilityIndex]
        var random = RandomFrames(seed: 0xC0FFEE + UInt64(capabilityIndex))
        for pair in 0..<1_000 {
            let width = random.integer(in: 1..<30)
            let height = random.integer(in: 1..<8)
            let previous = random.buffer(width: width, height: height)
            var next = previous
            random.mutate(&next, edits: random.integer(in: 0..<6))
            var terminal = VirtualTerminal(width: width, height: height, backgroundColorErase: capabilities.backgroundColorErase)
            var encoder = FrameEncoder(capabilities: capabilities)
            terminal.feed(encoder.encode(from: nil, to: previous))
            try #require(terminal.screen == Self.downgraded(previous, capabilities.colorProfile),
                         "\(name) pair \(pair): full paint of \(previous.lines)")
            terminal.feed(encoder.encode(from: previous, to: next))
            try #require(terminal.screen == Self.downgraded(next, capabilities.colorProfile),
                         "\(name) pair \(pair): \(previous.lines) → \(next.lines) gave \(terminal.lines)")
            #expect(terminal.unrecognized.isEmpty, "\(name) pair \(pair): \(terminal.unrecognized)")
            #expect(encoder.encode(from: next, to: next).isEmpty)
        }
    }

    @Test("a long animation of frames stays in sync with the terminal", arguments: capabilitySets.indices)
    func longSequence(capabilityIndex: Int) throws {
        let (name, capabilities) = FrameEncoderOracleTests.capabilitySets[capabilityIndex]
        var random = RandomFrames(seed: 42 + UInt64(capabilityIndex))
        var terminal = VirtualTerminal(width: 40, height: 12, backgroundColorErase: capabilities.backgroundColorErase)
        var encoder = FrameEncoder(capabilities: capabilities)
        var frame = CellBuffer(width: 40, height: 12)
        var previous: CellBuffer? = nil
        for step in 0..<500 {
            random.mutate(&frame, edits: random.integer(in: 0..<8))
            terminal.feed(encoder.encode(from: previous, to: frame))
            try #require(terminal.screen == Self.downgraded(frame, capabilities.colorProfile), "\(name) step \(step)")
            previous = frame
        }
        #expect(terminal.unrecognized.isEmpty)
    }
}
