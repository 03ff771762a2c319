import Foundation
import Kinema
import Testing

/// Layout samples written as SwiftUI tutorials write them — custom alignment guides, `Grid`,
/// `ViewThatFits`, `AnyLayout` — rendered headless in points mode and compared with golden frames.
@MainActor
@Suite("SwiftUI layout samples in points mode")
struct LayoutSampleGoldenTests {
    private func host<V: View>(_ width: Int, _ height: Int, _ view: V) -> HeadlessHost {
        HeadlessHost(width: width, height: height, units: .points) { view }
    }

    @Test("an account name and a full name line up across two VStacks on a custom guide")
    func accountName() throws {
        let host = host(28, 4, AccountNameView())
        try GoldenFrames.expect(host, "AccountNameView")
        let account = try #require(host.lines.firstIndex { $0.contains("@twostraws") })
        #expect(host.lines[account].contains("PAUL HUDSON"))
    }

    @Test("a scoreboard grid: columns as wide as their widest cell, dividers across, scores trailing")
    func scoreboard() throws {
        let host = host(30, 9, Scoreboard())
        try GoldenFrames.expect(host, "Scoreboard")
        let total = try #require(host.lines.first { $0.contains("Total") })
        let chen = try #require(host.lines.first { $0.contains("Chen") })
        #expect(total.lastIndex(of: "0") == chen.lastIndex(of: "1"))
    }

    @Test("share buttons in a row when they fit, in a column when they don't")
    func shareOptions() throws {
        try GoldenFrames.expect(host(44, 9, ShareOptions()), "ShareOptions-wide")
        try GoldenFrames.expect(host(20, 9, ShareOptions()), "ShareOptions-narrow")
    }

    @Test("AnyLayout switches a row to a column with an animation, the same views moving")
    func layoutSwitcher() throws {
        let host = host(30, 6, LayoutSwitcher())
        try GoldenFrames.expect(host, "LayoutSwitcher")
        let row = try #require(host.lines.firstIndex { $0.contains("Toggle Layout") })
        let column = host.lines[row].distance(
            from: host.lines[row].startIndex, to: try #require(host.lines[row].range(of: "Toggle")).lowerBound)
        host.click(x: column + 1, y: row)
        host.advance(by: 0.5)
        try GoldenFrames.expect(host, "LayoutSwitcher-moving")
        host.advance(by: 0.6)
        try GoldenFrames.expect(host, "LayoutSwitcher-vertical")
    }
}
