import KinemaRender
import Observation
import Testing

@testable import KinemaUI

@MainActor
@Observable
private final class Shelf {
    var count = 1
}

private struct SchemeName: View {
    @Environment(\.colorScheme) private var scheme
    var body: some View { Text(scheme == .dark ? "dark" : "light") }
}

private struct ShelfReader: View {
    @Environment(Shelf.self) private var shelf: Shelf?
    var body: some View { Text(shelf.map { "\($0.count)" } ?? "none") }
}

@MainActor
@Suite("Colour scheme and @Observable objects in the environment")
struct ColorSchemeTests {
    @Test("a background darker than mid-grey is dark; COLORFGBG's background index decides when set")
    func detection() {
        #expect(ColorScheme.of(backgroundRed: 0, green: 0, blue: 0) == .dark)
        #expect(ColorScheme.of(backgroundRed: 0.12, green: 0.12, blue: 0.18) == .dark)
        #expect(ColorScheme.of(backgroundRed: 1, green: 1, blue: 1) == .light)
        #expect(ColorScheme.of(backgroundRed: 0.99, green: 0.96, blue: 0.89) == .light)
        #expect(ColorScheme.of(backgroundRed: .nan, green: .infinity, blue: 0) == .dark)
        #expect(ColorScheme.fromColorFGBG("15;0") == .dark)
        #expect(ColorScheme.fromColorFGBG("0;default;15") == .light)
        #expect(ColorScheme.fromColorFGBG("0;7") == .light)
        #expect(ColorScheme.fromColorFGBG("garbage") == nil)
        #expect(ColorScheme.fromColorFGBG(nil) == nil)
    }

    @Test("the terminal's reported background changes every view's colorScheme at the next update")
    func reported() {
        let host = HeadlessHost(width: 6, height: 1) { SchemeName() }
        #expect(host.lines == [" dark "])
        host.host.terminalReportedBackground(red: 1, green: 1, blue: 0.95)
        host.update()
        #expect(host.lines == ["light "])
    }

    @Test("preferredColorScheme wins over detection while its view is on screen")
    func preferred() {
        let show = ShowFlag()
        let host = HeadlessHost(width: 6, height: 2) {
            VStack {
                SchemeName()
                if show.value { Color.clear.frame(width: 1, height: 1).preferredColorScheme(.light) }
            }
        }
        #expect(host.lines[0].contains("light"))
        show.value = false
        host.update()
        #expect(host.lines[0].contains("dark"))
    }

    @Test("an @Observable object put in the environment is read by type; absent, an optional reads nil")
    func objects() {
        let shelf = Shelf()
        let host = HeadlessHost(width: 4, height: 1) { ShelfReader().environment(shelf) }
        #expect(host.lines == [" 1  "])
        shelf.count = 2
        host.update()
        #expect(host.lines == [" 2  "])
        let bare = HeadlessHost(width: 4, height: 1) { ShelfReader() }
        #expect(bare.lines == ["none"])
    }
}

@MainActor
@Observable
private final class ShowFlag {
    var value = true
}
