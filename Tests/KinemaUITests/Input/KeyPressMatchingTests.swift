import KinemaTestSupport
import Testing

@testable import KinemaUI

@Suite("onKeyPress: which presses match")
@MainActor
struct KeyPressMatchingTests {
    /// What the handlers saw, in order.
    final class Log {
        var entries: [String] = []
    }

    func host(_ log: Log) -> HeadlessHost {
        HeadlessHost(width: 4, height: 1) {
            Text("x")
                .onKeyPress("q") {
                    log.entries.append("key q")
                    return .handled
                }
                .onKeyPress(characters: ["1", "2"]) { press in
                    log.entries.append("digit \(press.characters)")
                    return .handled
                }
                .onKeyPress { press in
                    log.entries.append("any \(press.characters) \(press.modifiers.rawValue)")
                    return .ignored
                }
        }
    }

    @Test("a key or character handler matches a plain or shifted press")
    func plainAndShift() {
        let log = Log()
        let host = host(log)
        host.press("q")
        host.press("q", modifiers: .shift)
        host.press("1")
        host.press("2", modifiers: .shift)
        // Handlers inside are offered each press first; the catch-all around them never sees the
        // presses they handle.
        let expected = ["key q", "key q", "digit 1", "digit 2"]
        #expect(log.entries == expected)
    }

    @Test(
        "Control, Option or Command keeps a key or character handler from matching; the catch-all sees it",
        arguments: [EventModifiers.control, .option, .command, [.control, .shift]])
    func commandModifiers(modifiers: EventModifiers) {
        let log = Log()
        let host = host(log)
        host.press("q", modifiers: modifiers)
        host.press("1", modifiers: modifiers)
        #expect(log.entries == ["any q \(modifiers.rawValue)", "any 1 \(modifiers.rawValue)"])
    }
}
