import Kinema

/// Decodes a realistic input stream — typing, modified arrow keys, an SGR mouse drag, scrolling,
/// focus changes and a 4 KiB bracketed paste — read in 64-byte chunks: ns per input byte and heap
/// allocations per event (pastes excluded, their text is the one allocation they need).
struct InputDecodeBenchmark: Benchmark {
    let name = "input-decode"

    func run(_ options: RunOptions) throws -> [Measurement] {
        let repetitions = options.size(quick: 10, full: 1_000)
        let (stream, eventsPerRepetition) = Self.stream()
        let bytes = Array(repeating: stream, count: repetitions).flatMap { $0 }
        var events: [InputEvent] = []
        events.reserveCapacity(bytes.count)
        var decoder = InputDecoder()
        func decodeAll() {
            events.removeAll(keepingCapacity: true)
            var start = 0
            while start < bytes.count {
                let end = min(start + 64, bytes.count)
                decoder.decode(bytes[start..<end], at: 0, into: &events)
                start = end
            }
        }
        let times = measureRounds(warmup: 1, rounds: options.rounds(10), decodeAll)
        let typingOnly = Array(bytes.prefix(stream.count - Self.pasteLength))
        let allocations = countAllocations {
            var start = 0
            while start < typingOnly.count {
                decoder.decode(typingOnly[start..<min(start + 64, typingOnly.count)], at: 0, into: &events)
                start += 64
            }
        }
        try expectEqual(
            events.count - repetitions * eventsPerRepetition, eventsPerRepetition - 1, "events decoded")
        return [
            Measurement("ns/byte", times.median / Double(bytes.count), target: 30),
            Measurement(
                "allocs/event", Double(allocations.count) / Double(eventsPerRepetition - 1), target: 0),
        ]
    }

    static let pasteLength = 4096 + 12

    /// One repetition of the stream and how many events it decodes to.
    static func stream() -> ([UInt8], Int) {
        var text = ""
        var count = 0
        for word in ["hello", "world", "kinema", "terminal"] {
            text += word + " "
            count += word.count + 1
        }
        for modifier in 1...8 {
            text += "\u{1B}[1;\(modifier)A\u{1B}[1;\(modifier)D"
            count += 2
        }
        for step in 1...40 {
            text += "\u{1B}[<32;\(step);\(step / 2 + 1)M"
            count += 1
        }
        text += "\u{1B}[<0;41;21m\u{1B}[<65;10;10M\u{1B}[<64;10;10M\u{1B}[I\u{1B}[O\u{1B}[3~\u{1B}[15;5~"
        count += 7
        text += "\u{1B}[200~" + String(repeating: "paste me! ", count: 409) + "xxxxxx" + "\u{1B}[201~"
        count += 1
        return (Array(text.utf8), count)
    }
}
