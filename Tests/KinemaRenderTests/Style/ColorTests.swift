import KinemaRender
import Testing

@Suite struct ColorTests {
    @Test("unit components round to bytes and out-of-range or NaN values clamp")
    func unitInitialiser() {
        #expect(Color(red: 1, green: 0.5, blue: 0) == .rgb(red: 255, green: 128, blue: 0))
        #expect(Color(red: 2, green: -1, blue: .nan) == .rgb(red: 255, green: 0, blue: 0))
    }

    @Test("palette colours resolve through the xterm palette")
    func paletteResolution() {
        #expect(Color.ansiRed.rgb! == (205, 0, 0))
        #expect(Color.indexed(16).rgb! == (0, 0, 0))
        #expect(Color.indexed(231).rgb! == (255, 255, 255))
        #expect(Color.indexed(232).rgb! == (8, 8, 8))
        #expect(Color.default.rgb == nil)
    }

    @Test("mixing interpolates in sRGB and switches at the halfway point for the default colour")
    func mixing() {
        let black = Color.rgb(red: 0, green: 0, blue: 0)
        let white = Color.rgb(red: 255, green: 255, blue: 255)
        #expect(black.mixed(with: white, by: 0.5) == .rgb(red: 128, green: 128, blue: 128))
        #expect(Color.default.mixed(with: white, by: 0.4) == .default)
        #expect(Color.default.mixed(with: white, by: 0.6) == white)
    }

    @Test("descriptions name the colour")
    func descriptions() {
        #expect(Color.rgb(red: 255, green: 8, blue: 0).description == "#ff0800")
        #expect(Color.default.description == "default")
        #expect(Color.red.opacity(0.5).description == "#ff3b30 opacity 0.502")
    }

    @Test("SwiftUI's named colours have Apple's light-mode system colour values")
    func swiftUIColors() {
        let expected: [(Color, String)] = [
            (.red, "#ff3b30"), (.orange, "#ff9500"), (.yellow, "#ffcc00"), (.green, "#34c759"),
            (.mint, "#00c7be"), (.teal, "#30b0c7"), (.cyan, "#32ade6"), (.blue, "#007aff"),
            (.indigo, "#5856d6"), (.purple, "#af52de"), (.pink, "#ff2d55"), (.brown, "#a2845e"),
            (.gray, "#8e8e93"), (.white, "#ffffff"), (.black, "#000000"),
        ]
        for (color, hex) in expected { #expect(color.description == hex) }
        #expect(Color.clear.opacity == 0)
        #expect(Color.primary == .default)
        #expect(Color.accentColor == .blue)
    }

    @Test("the ANSI palette keeps its own names")
    func ansiNames() {
        let names: [Color] = [
            .ansiBlack, .ansiRed, .ansiGreen, .ansiYellow, .ansiBlue, .ansiMagenta, .ansiCyan, .ansiWhite,
            .ansiBrightBlack, .ansiBrightRed, .ansiBrightGreen, .ansiBrightYellow, .ansiBrightBlue,
            .ansiBrightMagenta, .ansiBrightCyan, .ansiBrightWhite,
        ]
        #expect(names == (0..<16).map { Color.indexed(UInt8($0)) })
    }

    @Test("opacity multiplies, clamps, and treats NaN as no change")
    func opacity() {
        #expect(Color.red.opacity == 1)
        #expect(abs(Color.red.opacity(0.5).opacity(0.5).opacity - 0.25) < 0.003)
        #expect(Color.red.opacity(2) == .red)
        #expect(Color.red.opacity(-1).opacity == 0)
        #expect(Color.red.opacity(.nan) == .red)
        #expect(Color.red.opacity(0.5).opaque == .red)
        #expect(Color.red.opacity(0.5) != .red)
        #expect(Color(red: 1, green: 0, blue: 0, opacity: 0.5) == Color(red: 1, green: 0, blue: 0).opacity(0.5))
    }

    @Test("white, hue-saturation-brightness and colour literals make the expected sRGB values")
    func initialisers() {
        #expect(Color(white: 0.5) == .rgb(red: 128, green: 128, blue: 128))
        #expect(Color(white: 1, opacity: 0).opacity == 0)
        #expect(Color(hue: 0, saturation: 1, brightness: 1) == .rgb(red: 255, green: 0, blue: 0))
        #expect(Color(hue: 1.0 / 3, saturation: 1, brightness: 1) == .rgb(red: 0, green: 255, blue: 0))
        #expect(Color(hue: 2.0 / 3, saturation: 1, brightness: 0.5) == .rgb(red: 0, green: 0, blue: 128))
        #expect(Color(hue: 1.5, saturation: 0, brightness: 1) == .white)
        #expect(Color(hue: .nan, saturation: .nan, brightness: .infinity) == .rgb(red: 255, green: 255, blue: 255))
        let literal: Color = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
        #expect(literal == .rgb(red: 255, green: 128, blue: 0))
    }

    @Test("linear sRGB and Display P3 components convert to sRGB")
    func colorSpaces() {
        #expect(Color(.sRGBLinear, red: 0.5, green: 0, blue: 1) == .rgb(red: 188, green: 0, blue: 255))
        #expect(Color(.displayP3, red: 1, green: 1, blue: 1) == .white)
        // P3's pure red lies outside sRGB: it clips to sRGB's red with a little negative green.
        #expect(Color(.displayP3, red: 1, green: 0, blue: 0) == .rgb(red: 255, green: 0, blue: 0))
    }

    @Test("mixing interpolates opacity too")
    func mixingOpacity() {
        let mixed = Color.red.opacity(0).mixed(with: .red, by: 0.5)
        #expect(abs(mixed.opacity - 0.5) < 0.003)
    }
}
