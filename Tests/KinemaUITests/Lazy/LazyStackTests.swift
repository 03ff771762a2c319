import Foundation
import KinemaGeometry
import Testing

@testable import KinemaUI

@MainActor
@Suite("Lazy stacks")
struct LazyStackTests {
    static func lazyList(count: Int, log: LazyLog? = nil, height: Double = 10) -> some View {
        ScrollView {
            LazyVStack(alignment: .leading) {
                ForEach(0..<count, id: \.self) { row in
                    Text("row \(row)")
                        .onAppear { log?.events.append("+\(row)") }
                        .onDisappear { log?.events.append("-\(row)") }
                }
            }
        }
        .frame(width: 20, height: height)
    }

    @Test("a lazy stack builds only the rows in and near the viewport")
    func buildsNearRows() {
        let host = HeadlessHost(width: 20, height: 10) { Self.lazyList(count: 1_000) }
        let lazy = nodes(LazyStackNode.self, in: host)[0]
        #expect(host.lines[0].trimmed.hasPrefix("row 0"))
        #expect(host.lines[9].trimmed.hasPrefix("row 9"))
        #expect(lazy.builtRowCount <= 16, "the viewport's 10 rows and half a viewport below")
        #expect(scrollView(in: host).contentSize.height == 1_000)
    }

    @Test("scrolling builds rows ahead and releases far ones (onDisappear runs, the stack stays small)")
    func releasesFarRows() {
        let log = LazyLog()
        let host = HeadlessHost(width: 20, height: 10) { Self.lazyList(count: 1_000, log: log) }
        let lazy = nodes(LazyStackNode.self, in: host)[0]
        for _ in 0..<20 {
            host.press(.pageDown)
            host.advance(by: 1)
        }
        #expect(scrollView(in: host).offset.y == 180)
        #expect(host.lines[0].trimmed.hasPrefix("row 180"))
        #expect(host.lines[9].trimmed.hasPrefix("row 189"))
        #expect(lazy.builtRowCount <= 40)
        #expect(log.events.contains("-0"))
        #expect(log.events.contains("+185"))
    }

    @Test("a 10⁷-row lazy stack mounts, goes to its end and back")
    func tenMillionRows() {
        let host = HeadlessHost(width: 20, height: 10) { Self.lazyList(count: 10_000_000) }
        let lazy = nodes(LazyStackNode.self, in: host)[0]
        #expect(host.lines[0].trimmed.hasPrefix("row 0"))
        host.press(.end)
        host.advance(by: 1)
        #expect(host.lines[9].trimmed.hasPrefix("row 9999999"))
        #expect(lazy.builtRowCount <= 40)
        host.press(.home)
        host.advance(by: 1)
        #expect(host.lines[0].trimmed.hasPrefix("row 0"))
    }

    @Test("scrollTo a row that is not built lands it at the anchor")
    func scrollToUnbuiltRow() {
        let box = ProxyBox()
        let host = HeadlessHost(width: 20, height: 10) {
            ScrollViewReader { proxy in
                Self.lazyList(count: 100_000).onAppear { box.proxy = proxy }
            }
        }
        box.proxy?.scrollTo(50_000, anchor: .top)
        host.advance(by: 0)
        #expect(host.lines[0].trimmed.hasPrefix("row 50000"))
        box.proxy?.scrollTo(70_000, anchor: .bottom)
        host.advance(by: 0)
        #expect(host.lines[9].trimmed.hasPrefix("row 70000"))
        box.proxy?.scrollTo(-1)
        host.advance(by: 0)
        #expect(host.lines[9].trimmed.hasPrefix("row 70000"))
        #expect(host.host.diagnostics.contains { $0.contains("scrollTo(-1)") })
    }

    @Test("rows taller than the estimate: the extent is corrected and row 0 still starts at the top")
    func correctsEstimate() {
        let host = HeadlessHost(width: 20, height: 10) {
            ScrollView {
                LazyVStack(alignment: .leading) {
                    ForEach(0..<500, id: \.self) { row in
                        Text("row \(row)").frame(height: row.isMultiple(of: 2) ? 1 : 3, alignment: .top)
                    }
                }
            }
            .frame(width: 20, height: 10)
        }
        let node = scrollView(in: host)
        #expect(node.contentSize.height > 500, "the measured rows raised the estimate")
        host.press(.end)
        host.advance(by: 1)
        host.press(.end)
        host.advance(by: 1)
        #expect(host.lines[7].trimmed.hasPrefix("row 499"))
        // Rows above the window are an estimate (the mean measured extent): close to the true 1,000.
        #expect(abs(node.contentSize.height - 1_000) < 10)
        for _ in 0..<3 {
            host.press(.home)
            host.advance(by: 1)
        }
        #expect(host.lines[0].trimmed.hasPrefix("row 0"))
        #expect(node.offset.y == 0)
    }

    @Test("a lazy stack outside a scroll view builds the rows on screen")
    func outsideScrollView() {
        let host = HeadlessHost(width: 20, height: 5) {
            LazyVStack(alignment: .leading) { ForEach(0..<100_000, id: \.self) { Text("row \($0)") } }
        }
        #expect(host.lines[4].trimmed.hasPrefix("row"))
        #expect(nodes(LazyStackNode.self, in: host)[0].builtRowCount < 20)
    }

    @Test("a lazy horizontal stack builds the columns near the viewport")
    func horizontal() {
        let host = HeadlessHost(width: 20, height: 3) {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 1) { ForEach(0..<10_000, id: \.self) { Text("\($0 % 10)") } }
            }
            .frame(width: 20, height: 3)
        }
        #expect(host.lines[1].trimmed.hasPrefix("0 1 2 3"))
        host.scroll(at: cell(2, 1), dy: 1)
        host.advance(by: 1)
        #expect(scrollView(in: host).offset.x == 3)
        #expect(nodes(LazyStackNode.self, in: host)[0].builtRowCount < 30)
    }

    @Test("rows keep their state while built and start fresh after being released")
    func rowState() {
        let host = HeadlessHost(width: 20, height: 10) {
            ScrollView {
                LazyVStack(alignment: .leading) { ForEach(0..<1_000, id: \.self) { CounterRow(row: $0) } }
            }
            .frame(width: 20, height: 10)
        }
        host.click(x: 1, y: 0)
        #expect(host.lines[0].trimmed.hasPrefix("0: 1"))
        host.press(.pageDown)
        host.advance(by: 1)
        host.press(.pageUp)
        host.advance(by: 1)
        #expect(host.lines[0].trimmed.hasPrefix("0: 1"), "kept: the row stayed within a viewport")
        for _ in 0..<5 {
            host.press(.pageDown)
            host.advance(by: 1)
        }
        host.press(.home)
        host.advance(by: 1)
        #expect(host.lines[0].trimmed.hasPrefix("0: 0"), "released far away, built again fresh")
    }
}

@MainActor
final class LazyLog {
    var events: [String] = []
}

struct CounterRow: View {
    let row: Int
    @State private var taps = 0

    var body: some View {
        Button("\(row): \(taps)") { taps += 1 }.buttonStyle(.plain)
    }
}
