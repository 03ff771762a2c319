import Foundation
import KinemaGeometry
import Testing

@testable import KinemaUI

@MainActor
@Suite("Pinned section headers and footers")
struct PinnedViewTests {
    static func pinned(_ views: PinnedScrollableViews, rows: Int = 1_000) -> some View {
        ScrollView {
            LazyVStack(alignment: .leading, pinnedViews: views) {
                ForEach(["A", "B", "C"], id: \.self) { name in
                    Section {
                        ForEach(0..<rows, id: \.self) { Text("\(name)\($0)") }
                    } header: {
                        Text("== \(name) ==")
                    } footer: {
                        Text("-- \(name) --")
                    }
                }
            }
        }
        .frame(width: 20, height: 10)
    }

    @Test("a pinned header stays at the top while its section scrolls by, far from where it was built")
    func pinnedHeader() {
        let host = HeadlessHost(width: 20, height: 10) { Self.pinned(.sectionHeaders) }
        #expect(host.lines[0].trimmed.hasPrefix("== A =="))
        host.press(.downArrow)
        host.advance(by: 1)
        #expect(host.lines[0].trimmed.hasPrefix("== A =="))
        #expect(host.lines[1].trimmed.hasPrefix("A1"))
        for _ in 0..<30 {
            host.press(.pageDown)
            host.advance(by: 1)
        }
        #expect(host.lines[0].trimmed.hasPrefix("== A =="), "built again, far from the section's start")
        #expect(host.lines[1].trimmed.hasPrefix("A27"))
    }

    @Test("the next section's header pushes the pinned one up")
    func pushedUp() {
        let host = HeadlessHost(width: 20, height: 10) { Self.pinned(.sectionHeaders, rows: 5) }
        let node = scrollView(in: host)
        // A: header 0, rows 1–5, footer 6; B's header at 7.
        host.press(.downArrow)
        host.advance(by: 1)
        for _ in 0..<5 {
            host.press(.downArrow)
            host.advance(by: 1)
        }
        #expect(node.offset.y == 6)
        #expect(host.lines[0].trimmed.hasPrefix("== A =="), "pushed by the section's end, over its footer")
        #expect(host.lines[1].trimmed.hasPrefix("== B =="))
        host.press(.downArrow)
        host.advance(by: 1)
        #expect(host.lines[0].trimmed.hasPrefix("== B =="))
    }

    @Test("a pinned footer stays at the bottom while its section shows")
    func pinnedFooter() {
        let host = HeadlessHost(width: 20, height: 10) { Self.pinned([.sectionHeaders, .sectionFooters]) }
        #expect(host.lines[9].trimmed.hasPrefix("-- A --"))
        #expect(host.lines[0].trimmed.hasPrefix("== A =="))
        host.press(.pageDown)
        host.advance(by: 1)
        #expect(host.lines[9].trimmed.hasPrefix("-- A --"))
        #expect(host.lines[0].trimmed.hasPrefix("== A =="))
    }

    @Test("unpinned, headers scroll away with their rows")
    func unpinned() {
        let host = HeadlessHost(width: 20, height: 10) { Self.pinned([]) }
        host.press(.downArrow)
        host.advance(by: 1)
        #expect(host.lines[0].trimmed.hasPrefix("A0"))
    }
}
