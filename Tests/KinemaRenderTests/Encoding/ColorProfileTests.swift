import KinemaRender
import Testing

@Suite struct ColorProfileTests {
    @Test("the environment decides the profile", arguments: [
        (["TERM": "xterm-256color", "NO_COLOR": "1", "COLORTERM": "truecolor"], ColorProfile.noColor),
        (["TERM": "xterm-256color", "NO_COLOR": ""], .ansi256),
        (["TERM": "xterm-256color", "FORCE_COLOR": "0"], .noColor),
        (["TERM": "dumb", "FORCE_COLOR": "3"], .trueColor),
        (["TERM": "dumb", "CLICOLOR_FORCE": "1"], .ansi16),
        (["TERM": "xterm", "COLORTERM": "truecolor"], .trueColor),
        (["TERM": "xterm", "COLORTERM": "24bit"], .trueColor),
        (["TERM": "xterm-kitty"], .trueColor),
        (["TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app"], .trueColor),
        (["TERM": "tmux-256color", "TMUX": "/tmp/tmux-0/default,1,0", "TERM_PROGRAM": "iTerm.app"], .ansi256),
        (["TERM": "screen"], .ansi16),
        (["TERM": "xterm"], .ansi16),
        (["TERM": "dumb"], .noColor),
        ([:], .noColor),
    ] as [([String: String], ColorProfile)])
    func detection(environment: [String: String], expected: ColorProfile) {
        #expect(ColorProfile.detect(environment: environment) == expected)
    }

    @Test("24-bit colours map to the nearest cube or grey entry")
    func nearest256() {
        #expect(ColorProfile.ansi256.downgrade(.rgb(red: 255, green: 0, blue: 0)) == .indexed(196))
        #expect(ColorProfile.ansi256.downgrade(.rgb(red: 128, green: 128, blue: 128)) == .indexed(244))
        #expect(ColorProfile.ansi256.downgrade(.rgb(red: 0, green: 0, blue: 0)) == .indexed(16))
        #expect(ColorProfile.ansi256.downgrade(.ansiRed) == .ansiRed)
    }

    @Test("everything maps to one of the 16 named colours under ansi16")
    func nearest16() {
        #expect(ColorProfile.ansi16.downgrade(.rgb(red: 250, green: 10, blue: 10)) == .ansiBrightRed)
        #expect(ColorProfile.ansi16.downgrade(.indexed(21)) == .ansiBlue)
        #expect(ColorProfile.ansi16.downgrade(.default) == .default)
    }

    @Test("without colour every colour becomes the default but attributes stay")
    func noColor() {
        let style = Style(foreground: .ansiRed, background: .rgb(red: 1, green: 2, blue: 3), attributes: .bold)
        #expect(ColorProfile.noColor.downgrade(style) == Style(attributes: .bold))
    }

    @Test("capabilities follow the terminal type")
    func capabilities() {
        let kitty = TerminalCapabilities.detect(environment: ["TERM": "xterm-kitty"])
        #expect(kitty.repeatCharacter && kitty.backgroundColorErase && kitty.synchronizedOutput)
        let tmux = TerminalCapabilities.detect(environment: ["TERM": "tmux-256color", "TMUX": "x"])
        #expect(tmux.repeatCharacter && !tmux.backgroundColorErase && tmux.colorProfile == .ansi256)
        let insideTmux = TerminalCapabilities.detect(environment: ["TERM": "screen-256color", "TMUX": "x"])
        #expect(insideTmux.repeatCharacter && !insideTmux.backgroundColorErase)
        let screen = TerminalCapabilities.detect(environment: ["TERM": "screen-256color"])
        #expect(!screen.repeatCharacter && !screen.backgroundColorErase)
        let xterm = TerminalCapabilities.detect(environment: ["TERM": "xterm-256color"])
        #expect(!xterm.repeatCharacter && xterm.backgroundColorErase)
        let dumb = TerminalCapabilities.detect(environment: ["TERM": "dumb"])
        #expect(!dumb.eraseCharacters && !dumb.synchronizedOutput && dumb.colorProfile == .noColor)
    }
}
