import KinemaGeometry
import KinemaRender
import KinemaUI
import Testing

@testable import KinemaTerminal

/// A flick on a paging scroll view through the terminal's input path: SGR mouse bytes decoded at
/// the times they arrive, mapped by ``ViewProgram``, as a terminal (tmux) delivers them — a
/// release reported in the cell the last motion left the pointer in, a moment later.
@MainActor
@Suite("Paging flick through the terminal input path")
struct PagingFlickTests {
    /// Twelve 40-column pages side by side.
    struct Pages: View {
        var body: some View {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 0) {
                    ForEach(0..<12, id: \.self) { page in
                        Text("Page \(page + 1)").frame(width: 40, height: 6)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.paging)
        }
    }

    /// Feeds `sends` (bytes and the time they arrive) through a decoder into a program over
    /// `Pages`, renders frames for two more seconds, and returns the last frame's lines.
    func run(_ sends: [(time: Double, bytes: String)]) -> [String] {
        let host = ViewHost(size: Size(width: 40, height: 6), motionPreference: .full, root: Pages())
        let program = ViewProgram(host: host)
        let size = TerminalSize(width: 40, height: 6)
        var decoder = InputDecoder()
        var time = 0.0
        _ = program.render(size: size, at: time)
        for send in sends {
            time = send.time
            for event in decoder.decode(Array(send.bytes.utf8), at: time) { program.handle(event, at: time) }
            _ = program.render(size: size, at: time)
        }
        var buffer = program.render(size: size, at: time)
        while time < sends.last!.time + 2 {
            time += 1.0 / 60
            buffer = program.render(size: size, at: time)
        }
        return buffer.lines
    }

    /// A press at column 30 and four motions three columns apart, 25 ms apart (120 cells/s).
    static let flick: [(time: Double, bytes: String)] = [
        (0.000, "\u{1B}[<0;30;3M"), (0.025, "\u{1B}[<32;27;3M"), (0.050, "\u{1B}[<32;24;3M"),
        (0.075, "\u{1B}[<32;21;3M"), (0.100, "\u{1B}[<32;18;3M"),
    ]

    @Test("a flick released 25 ms after its last motion, in the same cell, turns the page")
    func releaseInTheSameCell() {
        let lines = run(Self.flick + [(0.125, "\u{1B}[<0;18;3m")])
        #expect(lines.contains { $0.contains("Page 2") })
        #expect(!lines.contains { $0.contains("Page 1") })
    }

    @Test("a flick whose release arrives with its last motion turns the page")
    func releaseWithTheLastMotion() {
        let lines = run(Array(Self.flick.dropLast()) + [(0.100, "\u{1B}[<32;18;3M\u{1B}[<0;18;3m")])
        #expect(lines.contains { $0.contains("Page 2") })
    }

    @Test("a flick reported slowly (motions 50 ms apart, as tmux delivers them) and released 50 ms later turns the page")
    func slowReports() {
        let lines = run([
            (0.000, "\u{1B}[<0;30;3M"), (0.050, "\u{1B}[<32;26;3M"), (0.100, "\u{1B}[<32;22;3M"),
            (0.150, "\u{1B}[<32;18;3M"), (0.200, "\u{1B}[<0;18;3m"),
        ])
        #expect(lines.contains { $0.contains("Page 2") })
    }

    @Test("a drag that stops before its release (over 40 ms still) springs back")
    func releaseAfterAPause() {
        let lines = run(Self.flick + [(0.200, "\u{1B}[<0;18;3m")])
        #expect(lines.contains { $0.contains("Page 1") })
        #expect(!lines.contains { $0.contains("Page 2") })
    }
}
