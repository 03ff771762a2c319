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
        #expect(Color.red.rgb! == (205, 0, 0))
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
    }
}
