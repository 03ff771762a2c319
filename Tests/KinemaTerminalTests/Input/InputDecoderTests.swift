import Testing

@testable import KinemaTerminal

/// Decodes `text`'s UTF-8 bytes in one read at time 0, then flushes after the escape timeout.
func decodeAll(_ text: String, configuration: InputDecoder.Configuration = .init()) -> [InputEvent] {
    var decoder = InputDecoder(configuration: configuration)
    var events = decoder.decode(Array(text.utf8), at: 0)
    events += decoder.flush(at: 1)
    decoder.checkInvariants()
    return events
}

func key(_ key: Key, _ modifiers: KeyModifiers = [], _ phase: KeyPhase = .press) -> InputEvent {
    .key(KeyEvent(key, modifiers: modifiers, phase: phase))
}

func char(_ character: Character, _ modifiers: KeyModifiers = []) -> InputEvent {
    .key(KeyEvent(.character(character), modifiers: modifiers))
}

@Suite("InputDecoder: keys")
struct InputDecoderKeyTests {
    @Test("printable ASCII and UTF-8 arrive as characters")
    func printable() {
        #expect(decodeAll("aZ 9") == [char("a"), char("Z"), char(" "), char("9")])
        #expect(decodeAll("é中😀") == [char("é"), char("中"), char("😀")])
    }

    @Test(
        "C0 controls become named keys or control letters",
        arguments: [
            ("\r", key(.enter)), ("\t", key(.tab)), ("\u{7F}", key(.backspace)),
            ("\u{08}", key(.backspace, .control)), ("\u{01}", char("a", .control)),
            ("\u{03}", char("c", .control)), ("\u{1A}", char("z", .control)),
            ("\u{0}", char(" ", .control)), ("\u{1C}", char("\\", .control)),
            ("\u{1F}", char("_", .control)), ("\n", char("j", .control)),
        ])
    func controls(input: String, expected: InputEvent) {
        #expect(decodeAll(input) == [expected])
    }

    @Test(
        "CSI and SS3 cursor and function keys, with xterm modifier parameters",
        arguments: [
            ("\u{1B}[A", key(.up)), ("\u{1B}[B", key(.down)), ("\u{1B}[C", key(.right)),
            ("\u{1B}[D", key(.left)), ("\u{1B}[H", key(.home)), ("\u{1B}[F", key(.end)),
            ("\u{1B}OA", key(.up)), ("\u{1B}OH", key(.home)), ("\u{1B}OP", key(.function(1))),
            ("\u{1B}OS", key(.function(4))), ("\u{1B}[1;5A", key(.up, .control)),
            ("\u{1B}[1;2B", key(.down, .shift)), ("\u{1B}[1;3C", key(.right, .alt)),
            ("\u{1B}[1;8D", key(.left, [.shift, .alt, .control])),
            ("\u{1B}[1;9H", key(.home, .command)), ("\u{1B}[1;5P", key(.function(1), .control)),
            ("\u{1B}[2~", key(.insert)), ("\u{1B}[3~", key(.delete)), ("\u{1B}[3;5~", key(.delete, .control)),
            ("\u{1B}[5~", key(.pageUp)), ("\u{1B}[6~", key(.pageDown)), ("\u{1B}[1~", key(.home)),
            ("\u{1B}[4~", key(.end)), ("\u{1B}[15~", key(.function(5))), ("\u{1B}[24~", key(.function(12))),
            ("\u{1B}[24;2~", key(.function(12), .shift)), ("\u{1B}[Z", key(.tab, .shift)),
            ("\u{1B}O5C", key(.right, .control)), ("\u{1B}[[A", key(.function(1))),
            ("\u{1B}[[E", key(.function(5))),
        ])
    func sequences(input: String, expected: InputEvent) {
        #expect(decodeAll(input) == [expected])
    }

    @Test(
        "an ESC prefix adds Alt to the key that follows",
        arguments: [
            ("\u{1B}a", char("a", .alt)), ("\u{1B}\r", key(.enter, .alt)),
            ("\u{1B}\u{7F}", key(.backspace, .alt)), ("\u{1B}\u{01}", char("a", [.alt, .control])),
            ("\u{1B}é", char("é", .alt)),
        ])
    func altPrefix(input: String, expected: InputEvent) {
        #expect(decodeAll(input) == [expected])
    }

    @Test(
        "kitty CSI u and xterm modifyOtherKeys report exact keys, modifiers and phases",
        arguments: [
            ("\u{1B}[97u", char("a")), ("\u{1B}[97;5u", char("a", .control)),
            ("\u{1B}[97;6u", char("a", [.control, .shift])), ("\u{1B}[13u", key(.enter)),
            ("\u{1B}[27u", key(.escape)), ("\u{1B}[127;3u", key(.backspace, .alt)),
            ("\u{1B}[97;1:2u", key(.character("a"), [], .repeat)),
            ("\u{1B}[97;5:3u", key(.character("a"), .control, .release)),
            ("\u{1B}[1;1:3A", key(.up, [], .release)), ("\u{1B}[57399u", char("0")),
            ("\u{1B}[57414u", key(.enter)), ("\u{1B}[57376u", key(.function(13))),
            ("\u{1B}[27;5;97~", char("a", .control)), ("\u{1B}[27;2;13~", key(.enter, .shift)),
            ("\u{1B}[97;9u", char("a", .command)), ("\u{1B}[97;65u", char("a", .capsLock)),
        ])
    func kitty(input: String, expected: InputEvent) {
        #expect(decodeAll(input) == [expected])
    }
}
