import KinemaTestSupport
import Testing

@testable import KinemaTerminal

/// Random input biased towards the bytes that steer the decoder between states.
struct FuzzInput {
    private static let steering: [UInt8] =
        Array("\u{1B}\u{1B}\u{1B}[[O]P_<?;;:0123456789MmuA~It\\".utf8)
        + [0x07, 0x18, 0x0D, 0x7F, 0x9B, 0x9C, 0xC2, 0xE4, 0xF0, 0xFF, 0x80, 0xBF]
    private static let pasteStart = Array("\u{1B}[200~".utf8)
    private static let pasteEnd = Array("\u{1B}[201~".utf8)

    var generator: SeededGenerator

    mutating func chunk() -> [UInt8] {
        // Raw bits rather than `random(in:using:)`, which is slow in unoptimised test builds.
        var bits = generator.next()
        let length = Int(bits % 13)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(length + 6)
        for _ in 0..<length {
            bits = generator.next()
            let byte = UInt8(truncatingIfNeeded: bits >> 8)
            switch bits % 100 {
            case 0..<45: bytes.append(Self.steering[Int(bits >> 16) % Self.steering.count])
            case 45: bytes += Self.pasteStart
            case 46: bytes += Self.pasteEnd
            default: bytes.append(byte)
            }
        }
        return bytes
    }

    /// A uniform value in 0..<`bound`.
    mutating func below(_ bound: UInt64) -> UInt64 { generator.next() % bound }
}

@Suite("InputDecoder: fuzzing")
struct InputDecoderFuzzTests {
    static let chunkCount = 1_000_000
    static let burstLength = 100
    static let marker = "Kinema42 ok"

    @Test(
        "a million random chunks: no trap, chunking never changes the result, input resyncs",
        arguments: [0x5EED_0001 as UInt64])
    func randomChunks(seed: UInt64) {
        var input = FuzzInput(generator: SeededGenerator(seed: seed))
        var decoder = InputDecoder(configuration: .init(maximumPasteBytes: 4096, maximumSequenceBytes: 64))
        var time = 0.0
        var failures = 0
        for burst in 0..<(Self.chunkCount / Self.burstLength) {
            // Bursts alternate: with timeouts, plain, and plain checked against a single read.
            let usesTimeouts = burst % 3 == 0
            let isCompared = burst % 3 == 1
            // Half the bursts expect replies, so the string states are fuzzed too.
            decoder.isAwaitingReplies = burst % 2 == 0
            let before = decoder
            var whole: [UInt8] = []
            var events: [InputEvent] = []
            for _ in 0..<Self.burstLength {
                let chunk = input.chunk()
                if isCompared { whole += chunk }
                time += Double(input.below(100)) / 10_000
                decoder.decode(chunk, at: time, into: &events)
                if usesTimeouts, input.below(8) == 0 {
                    time += 0.1
                    events += decoder.flush(at: time)
                }
            }
            decoder.checkInvariants()
            if isCompared {
                var reference = before
                let expected = reference.decode(whole, at: time)
                if events != expected, failures < 3 {
                    failures += 1
                    Issue.record("seed \(seed) burst \(burst): chunked decoding differs from one read")
                }
            }
            for case .paste(let text) in events {
                let leaked = text.unicodeScalars.contains {
                    ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value)
                }
                #expect(!leaked, "seed \(seed) burst \(burst): paste kept a control character")
            }
            if burst % 10 == 9, !resynchronizes(&decoder, time: &time), failures < 3 {
                failures += 1
                Issue.record("seed \(seed) burst \(burst): printable input after garbage was lost")
            }
        }
    }

    /// Ends any string or paste, lets pending state time out, then checks printable ASCII arrives
    /// exactly.
    private func resynchronizes(_ decoder: inout InputDecoder, time: inout Double) -> Bool {
        _ = decoder.decode(Array("\u{1B}\\\u{1B}[201~".utf8), at: time)
        time += 1
        _ = decoder.flush(at: time)
        guard decoder.deadline == nil, !decoder.isInPaste else { return false }
        var events = decoder.decode(Array(Self.marker.utf8), at: time)
        events += decoder.flush(at: time + 1)
        return events == Self.marker.map { .key(KeyEvent(.character($0))) }
    }
}
