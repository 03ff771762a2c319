import Foundation
import Kinema
import Testing

/// Samples of controls, shapes, scroll views and SwiftUI API written as SwiftUI tutorials write them,
/// rendered headless in points mode (8 × 16 points per cell) and compared with golden frames.
@MainActor
@Suite("SwiftUI control and layout samples in points mode")
struct ControlSampleGoldenTests {
    private func host<V: View>(_ width: Int, _ height: Int, _ view: V) -> HeadlessHost {
        HeadlessHost(width: width, height: height, units: .points) { view }
    }

    private func column(of text: String, in host: HeadlessHost, row: Int) throws -> Int {
        let line = host.lines[row]
        return line.distance(from: line.startIndex, to: try #require(line.range(of: text)).lowerBound)
    }

    @Test("a determinate bar with its labels, a spinner, and a button that animates the bar to full")
    func download() throws {
        let host = host(40, 9, DownloadView())
        try GoldenFrames.expect(host, "DownloadView")
        let row = try #require(host.lines.firstIndex { $0.contains("Download All") })
        host.click(x: try column(of: "Download All", in: host, row: row) + 1, y: row)
        host.advance(by: 0.5)
        try GoldenFrames.expect(host, "DownloadView-half")
        host.advance(by: 0.6)
        try GoldenFrames.expect(host, "DownloadView-done")
        #expect(host.lines.contains { $0.contains("100% complete") })
    }

    @Test("a segmented picker over a ForEach of an enum: a click and the arrow keys choose a flavour")
    func flavorPicker() throws {
        let host = host(40, 5, FlavorPicker())
        try GoldenFrames.expect(host, "FlavorPicker")
        let row = try #require(host.lines.firstIndex { $0.contains("Vanilla") })
        host.click(x: try column(of: "Vanilla", in: host, row: row) + 1, y: row)
        #expect(host.lines.contains { $0.contains("You picked vanilla.") })
        host.press(.rightArrow)
        try GoldenFrames.expect(host, "FlavorPicker-strawberry")
        #expect(host.lines.contains { $0.contains("You picked strawberry.") })
    }

    @Test("a menu picker (the automatic style) opens on a click, moves with the arrows, chooses with Return")
    func seasonPicker() throws {
        let host = host(38, 12, SeasonPicker())
        try GoldenFrames.expect(host, "SeasonPicker")
        let row = try #require(host.lines.firstIndex { $0.contains("Seasonal Photo") })
        let chevron = try column(of: "▾", in: host, row: row)
        host.click(x: chevron, y: row)
        try GoldenFrames.expect(host, "SeasonPicker-open")
        host.press(.upArrow)
        host.press(.return)
        try GoldenFrames.expect(host, "SeasonPicker-autumn")
        #expect(host.lines.contains { $0.contains("Selected: autumn") })
        // Esc closes without choosing.
        host.click(x: chevron, y: row)
        host.press(.home)
        host.press(.escape)
        #expect(host.lines.contains { $0.contains("Selected: autumn") })
        #expect(!host.lines.contains { $0.contains("╭") })
    }

    @Test("a wheel picker draws as the inline list: every value, the selected one marked")
    func timerPicker() throws {
        let host = host(25, 7, TimerPicker())
        try GoldenFrames.expect(host, "TimerPicker")
        host.press(.tab)
        host.press(.downArrow)
        host.press(.downArrow)
        #expect(host.lines.contains { $0.contains("Remind me in 15 min") })
    }

    @Test("a circle, a rounded rectangle, a stroked capsule and a translucent ellipse in points")
    func shapes() throws {
        try GoldenFrames.expect(host(44, 5, ShapeGallery()), "ShapeGallery")
    }

    @Test("a horizontal ScrollView of swatches scrolls sideways with the wheel")
    func colorCarousel() throws {
        let host = host(40, 5, ColorCarousel())
        try GoldenFrames.expect(host, "ColorCarousel")
        host.scroll(at: Point(x: 20, y: 3), dx: 10, dy: 0)
        host.advance(by: 1)
        try GoldenFrames.expect(host, "ColorCarousel-scrolled")
    }

    @Test("a ForEach of messages in a ScrollView scrolls with the wheel")
    func messageFeed() throws {
        let host = host(36, 10, MessageFeed())
        try GoldenFrames.expect(host, "MessageFeed")
        host.scroll(at: Point(x: 10, y: 5), dy: 6)
        // The indicator shows while the wheel's momentum still moves the offset and then fades;
        // two seconds lets it settle, so the golden frame is the resting one.
        host.advance(by: 2)
        try GoldenFrames.expect(host, "MessageFeed-scrolled")
    }

    @Test("translucent backgrounds blend with the terminal's background instead of vanishing")
    func frostedBadge() throws {
        let host = host(24, 9, FrostedBadge())
        try GoldenFrames.expect(host, "FrostedBadge")
        #expect(host.buffer[11, 1].style.background.rgb != nil)
    }

    @Test("lineLimit(2...3): a short review reserves two lines, a long one is cut at three")
    func reviews() throws {
        try GoldenFrames.expect(host(30, 14, ReviewList()), "ReviewList")
    }

    @Test("control sizes: a mini, a regular, a large and an extra large button")
    func checkoutButtons() throws {
        try GoldenFrames.expect(host(24, 11, CheckoutButtons()), "CheckoutButtons")
    }

    @Test("symbols take their font's weight: a large title bold, a light caption dim")
    func weatherSymbols() throws {
        try GoldenFrames.expect(host(36, 7, WeatherSymbols()), "WeatherSymbols")
    }
}
