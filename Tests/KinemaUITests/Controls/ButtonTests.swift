import KinemaAnimation
import KinemaGeometry
import KinemaRender
import Testing

@testable import KinemaUI

/// Shows the pressed state as text.
private struct MarkerStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 0) {
            Text(configuration.isPressed ? "[" : " ")
            configuration.label
            Text(configuration.isPressed ? "]" : " ")
        }
    }
}

@MainActor
@Suite("Buttons and button styles")
struct ButtonTests {
    private func host(_ log: GestureLog, width: Int = 12) -> HeadlessHost {
        HeadlessHost(width: width, height: 1) {
            screen(width: Double(width), height: 1) {
                Button("go") { log.record("go") }.buttonStyle(MarkerStyle())
            }
        }
    }

    @Test("a press shows the button pressed; releasing over it acts and unpresses it")
    func pressAndRelease() {
        let log = GestureLog()
        let host = host(log)
        #expect(host.lines == [" go         "])
        host.press(at: cell(1, 0))
        #expect(host.lines == ["[go]        "])
        host.release(at: cell(1, 0))
        #expect(host.lines == [" go         "])
        #expect(log.take() == ["go"])
    }

    @Test("moving off the button unpresses it, back on presses it again; releasing off it cancels")
    func releaseOutsideCancels() {
        let log = GestureLog()
        let host = host(log)
        host.press(at: cell(1, 0))
        host.move(to: cell(8, 0))
        #expect(host.lines == [" go         "])
        host.move(to: cell(2, 0))
        #expect(host.lines == ["[go]        "])
        host.move(to: cell(9, 0))
        host.release(at: cell(9, 0))
        #expect(host.lines == [" go         "])
        #expect(log.take() == [])
    }

    @Test("a drag recognized around the button takes the press over: no action, no pressed state")
    func dragAroundCancels() {
        let log = GestureLog()
        let host = HeadlessHost(width: 12, height: 1) {
            screen(width: 12, height: 1) {
                HStack(spacing: 0) {
                    Button("go") { log.record("go") }.buttonStyle(MarkerStyle())
                    Spacer()
                }
                .contentShape(Rectangle())
                .gesture(DragGesture(minimumDistance: 2).onEnded { _ in log.record("dragged") })
            }
        }
        host.press(at: cell(1, 0))
        host.move(to: cell(2, 0))
        #expect(host.lines == ["[go]        "])
        host.move(to: cell(6, 0))
        #expect(host.lines == [" go         "])
        host.release(at: cell(6, 0))
        #expect(log.take() == ["dragged"])
    }

    @Test("a disabled button ignores presses and draws dimmed")
    func disabled() {
        let log = GestureLog()
        let host = HeadlessHost(width: 12, height: 1) {
            screen(width: 12, height: 1) {
                Button("go") { log.record("go") }.buttonStyle(MarkerStyle()).disabled(true)
            }
        }
        host.press(at: cell(1, 0))
        #expect(host.lines == [" go         "])
        host.release(at: cell(1, 0))
        #expect(log.take() == [])
        #expect(host.buffer[1, 0].style.attributes.contains(.dim))
    }

    @Test("a click focuses the button; Enter then activates it")
    func clickFocuses() {
        let log = GestureLog()
        let host = host(log)
        host.click(x: 1, y: 0)
        #expect(host.buffer[1, 0].style.attributes.contains(.inverse))
        host.press(.return)
        #expect(log.take() == ["go", "go"])
    }

    @Test("bordered styles draw a bezel one cell wider on each side, brighter while pressed")
    func borderedStyles() {
        let host = HeadlessHost(width: 12, height: 3) {
            screen(width: 12, height: 3) {
                VStack(alignment: .leading, spacing: 0) {
                    Button("ok") {}.buttonStyle(.bordered)
                    Button("ok") {}.buttonStyle(.borderedProminent)
                    Button("rm", role: .destructive) {}.buttonStyle(.borderedProminent)
                }
            }
        }
        #expect(host.lines == [" ok         ", " ok         ", " rm         "])
        #expect(host.buffer[0, 0].style.background == .gray)
        #expect(host.buffer[3, 0].style.background == .gray)
        #expect(host.buffer[1, 1].style.background == .accentColor)
        #expect(host.buffer[1, 1].style.attributes.contains(.bold))
        #expect(host.buffer[1, 2].style.background == .red)
        host.press(at: cell(0, 0))
        #expect(host.buffer[1, 0].style.background == Color.gray.mixed(with: .white, by: 0.35))
        host.release(at: cell(0, 0))
        host.press(at: cell(0, 1))
        #expect(host.buffer[1, 1].style.background == Color.accentColor.mixed(with: .white, by: 0.25))
        host.release(at: cell(0, 1))
        #expect(host.buffer[1, 1].style.background == .accentColor)
    }

    @Test("the default and plain styles draw the label faint while pressed; a destructive label is red")
    func plainStyles() {
        let host = HeadlessHost(width: 12, height: 2) {
            screen(width: 12, height: 2) {
                VStack(alignment: .leading, spacing: 0) {
                    Button("ok") {}.foregroundColor(.white)
                    Button("rm", role: .destructive) {}.buttonStyle(.plain)
                }
            }
        }
        #expect(!host.buffer[0, 0].style.attributes.contains(.dim))
        host.press(at: cell(0, 0))
        #expect(host.buffer[0, 0].style.attributes.contains(.dim))
        #expect(host.buffer[0, 0].style.foreground == .white)
        host.release(at: cell(0, 0))
        #expect(!host.buffer[0, 0].style.attributes.contains(.dim))
        #expect(host.buffer[0, 1].style.foreground == .red)
    }
}
