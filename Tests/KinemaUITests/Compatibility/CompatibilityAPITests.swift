import KinemaGeometry
import KinemaRender
import Testing

@testable import KinemaUI

/// `.lineLimit` ranges, `.controlSize`, symbols under fonts, and the host's terminal background.
@MainActor
@Suite("SwiftUI API: line limit ranges, control sizes, symbol fonts, terminal background")
struct CompatibilityAPITests {
    @Test("lineLimit(2...3): one line of text takes two rows, five are cut to three")
    func lineLimitRange() {
        let host = HeadlessHost(width: 3, height: 4) {
            Text("a").lineLimit(2...3).border(.white)
        }
        #expect(host.lines == ["┌─┐", "│a│", "│ │", "└─┘"])
        let long = HeadlessHost(width: 6, height: 5) {
            Text("aa bb cc dd ee").lineLimit(2...3).frame(width: 2, alignment: .leading)
        }
        #expect(long.lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.count == 3)
    }

    @Test("lineLimit(2...) reserves two lines and cuts nothing; lineLimit(...1) keeps one")
    func partialRanges() {
        let reserved = HeadlessHost(width: 6, height: 4) {
            VStack(spacing: 0) {
                Text("a").lineLimit(2...).border(.white)
            }
        }
        #expect(reserved.lines.filter { $0.contains("│") }.count == 2)
        let all = HeadlessHost(width: 2, height: 4) { Text("aa bb cc").lineLimit(2...) }
        #expect(all.lines == ["aa", "bb", "cc", "  "])
        let one = HeadlessHost(width: 2, height: 3) { Text("aa bb cc").lineLimit(...1) }
        #expect(one.lines == ["  ", "a…", "  "])
    }

    @Test("lineLimit with bounds below one or reversed-looking values never asks for less than a line")
    func lineLimitBadInput() {
        let host = HeadlessHost(width: 4, height: 2) {
            VStack(spacing: 0) {
                Text("ab").lineLimit(-3...0)
                Text("cd").lineLimit(...(-2))
            }
        }
        #expect(host.lines == [" ab ", " cd "])
        let huge = HeadlessHost(width: 4, height: 3) { Text("x").lineLimit(Int.max...) }
        #expect(huge.lines[0] == " x  ")
    }

    @Test("controlSize widens or narrows a bordered button's bezel; extraLarge adds a row above and below")
    func controlSizes() {
        func buttonLines(_ size: ControlSize) -> [String] {
            let host = HeadlessHost(width: 10, height: 3) {
                Button("Go") {}.buttonStyle(.bordered).controlSize(size).fixedSize()
            }
            return host.lines
        }
        func bezel(_ size: ControlSize) -> Int {
            let host = HeadlessHost(width: 10, height: 3) {
                VStack(spacing: 0) { Button("Go") {}.buttonStyle(.borderedProminent).controlSize(size) }
            }
            return (0..<10).flatMap { x in (0..<3).map { (x, $0) } }
                .filter { host.buffer[$0.0, $0.1].style.background == .accentColor }.count
        }
        #expect(bezel(.mini) == 2)
        #expect(bezel(.small) == 4)
        #expect(bezel(.regular) == 4)
        #expect(bezel(.large) == 6)
        #expect(bezel(.extraLarge) == 18)
        #expect(buttonLines(.regular).contains { $0.contains(" Go ") })
    }

    @Test("a symbol in a large title font draws bold, in a light font dim; imageScale(.large) bold")
    func symbolFonts() {
        let host = HeadlessHost(width: 5, height: 1) {
            HStack(spacing: 0) {
                Image(systemName: "heart.fill").font(.largeTitle)
                Image(systemName: "heart.fill").font(.system(size: 12, weight: .light))
                Image(systemName: "heart.fill")
                Image(systemName: "heart.fill").imageScale(.large)
                Image(systemName: "heart.fill").font(.largeTitle).fontWeight(.light)
            }
        }
        #expect(host.lines[0] == "♥♥♥♥♥")
        #expect(host.buffer[0, 0].style.attributes.contains(.bold))
        #expect(host.buffer[1, 0].style.attributes.contains(.dim))
        #expect(host.buffer[2, 0].style.attributes.isDisjoint(with: [.bold, .dim]))
        #expect(host.buffer[3, 0].style.attributes.contains(.bold))
        #expect(host.buffer[4, 0].style.attributes.contains(.dim))
        // One glyph whatever the font: a 60-point symbol still takes one cell.
        let big = HeadlessHost(width: 3, height: 1) {
            HStack(spacing: 0) {
                Text("[")
                Image(systemName: "star.fill").font(.system(size: 60))
                Text("]")
            }
        }
        #expect(big.lines[0] == "[★]")
    }

    @Test("a translucent background blends with black on a headless host, and with the reported colour")
    func hostBackground() throws {
        let host = HeadlessHost(width: 2, height: 1) { Color.blue.opacity(0.2) }
        #expect(host.host.terminalBackground == .black)
        let dark = try #require(host.buffer[0, 0].style.background.rgb)
        let blue = try #require(Color.blue.rgb)
        #expect(dark.blue == UInt8((Double(blue.blue) * 0.2).rounded()))
        host.host.terminalReportedBackground(red: 1, green: 1, blue: 1)
        host.update()
        #expect(host.host.terminalBackground == .white)
        let light = try #require(host.buffer[0, 0].style.background.rgb)
        #expect(light.red > 200 && light.blue == 255)
    }

    @Test("preferredColorScheme does not change the colour translucent fills blend with")
    func preferredSchemeKeepsBackground() {
        let host = HeadlessHost(width: 2, height: 1) {
            Color.red.opacity(0.5).preferredColorScheme(.light)
        }
        host.update()
        #expect(host.host.colorScheme == .light)
        #expect(host.host.terminalBackground == .black)
    }

    @Test("a custom ViewModifier keeps its own @State and reads @Environment, as in SwiftUI")
    func customModifierProperties() {
        struct Counting: ViewModifier {
            @State private var taps = 0
            @Environment(\.controlSize) private var size
            func body(content: Content) -> some View {
                HStack(spacing: 0) {
                    content
                    Text(" \(taps) \(size == .large ? "L" : "R")")
                }
                .onTapGesture { taps += 1 }
            }
        }
        let host = HeadlessHost(width: 8, height: 1) {
            Text("x").modifier(Counting()).controlSize(.large)
        }
        #expect(host.lines[0] == " x 0 L  ")
        host.click(x: 1, y: 0)
        host.click(x: 1, y: 0)
        #expect(host.lines[0] == " x 2 L  ")
    }
}
