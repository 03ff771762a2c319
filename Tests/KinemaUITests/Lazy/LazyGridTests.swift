import Foundation
import KinemaGeometry
import Testing

@testable import KinemaUI

@MainActor
@Suite("Lazy grids")
struct LazyGridTests {
    @Test("tracks: fixed sizes first, flexible items share the rest, an adaptive item fits what it can")
    func resolveTracks() {
        let fixed = GridTracks.resolve(
            [GridItem(.fixed(4)), GridItem(.flexible()), GridItem(.flexible(minimum: 2, maximum: 5))],
            available: 30, defaultSpacing: 1)
        #expect(fixed.map(\.length) == [4, 19, 5])
        #expect(fixed.map(\.start) == [0, 5, 25])
        let adaptive = GridTracks.resolve([GridItem(.adaptive(minimum: 6))], available: 20, defaultSpacing: 1)
        #expect(adaptive.count == 3, "6 + 1 + 6 + 1 + 6 = 20")
        #expect(adaptive.map(\.start) == [0, 7, 14])
        let bad = GridTracks.resolve(
            [GridItem(.fixed(.nan)), GridItem(.adaptive(minimum: -3)), GridItem(.flexible(minimum: .infinity))],
            available: .nan, defaultSpacing: 1)
        #expect(!bad.isEmpty)
        #expect(bad.allSatisfy { $0.length.isFinite && $0.start.isFinite })
        #expect(GridTracks.resolve([], available: 10, defaultSpacing: 1).isEmpty)
    }

    @Test("a LazyVGrid lays cells out row by row under its columns and builds only the rows near the viewport")
    func verticalGrid() {
        let host = HeadlessHost(width: 26, height: 10) {
            ScrollView {
                LazyVGrid(columns: [GridItem(.fixed(8)), GridItem(.fixed(8)), GridItem(.fixed(8))], alignment: .leading)
                {
                    ForEach(0..<300_000, id: \.self) { Text("c\($0)") }
                }
            }
            .frame(width: 26, height: 10)
        }
        #expect(host.lines[0].hasPrefix("c0       c1       c2"))
        #expect(host.lines[9].hasPrefix("c27      c28      c29"))
        let grid = nodes(LazyGridNode.self, in: host)[0]
        #expect(grid.builtRowCount <= 16, "lines built")
        #expect(abs(scrollView(in: host).contentSize.height - 100_000) < 1e-6)
        host.press(.end)
        host.advance(by: 1)
        #expect(host.lines[9].hasPrefix("c299997"))
    }

    @Test("adaptive columns follow the width: a resize regroups the cells and keeps the top row in view")
    func adaptiveResize() {
        let host = HeadlessHost(width: 20, height: 6) {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 4))], alignment: .leading) {
                    ForEach(0..<1_000, id: \.self) { Text("\($0)") }
                }
            }
        }
        #expect(nodes(LazyGridNode.self, in: host)[0].tracks.count == 4)
        host.resize(width: 30, height: 6)
        host.advance(by: 0)
        #expect(nodes(LazyGridNode.self, in: host)[0].tracks.count == 6)
        #expect(host.lines[0].split(separator: " ").prefix(2) == ["0", "1"])
    }

    @Test("section headers and footers span the grid; each section starts a new row")
    func gridSections() {
        let host = HeadlessHost(width: 20, height: 10) {
            ScrollView {
                LazyVGrid(columns: [GridItem(.fixed(5)), GridItem(.fixed(5))], alignment: .leading) {
                    ForEach(["A", "B"], id: \.self) { name in
                        Section {
                            ForEach(0..<3, id: \.self) { Text("\(name)\($0)") }
                        } header: {
                            Text("header \(name)")
                        }
                    }
                }
            }
            .frame(width: 20, height: 10)
        }
        let lines = host.lines.map(\.trimmed)
        #expect(lines[0] == "header A")
        #expect(lines[1].hasPrefix("A0") && lines[1].contains("A1"))
        #expect(lines[2].hasPrefix("A2"))
        #expect(lines[3] == "header B")
        #expect(lines[4].hasPrefix("B0"))
    }

    @Test("a LazyHGrid lays cells out column by column across its rows")
    func horizontalGrid() {
        let host = HeadlessHost(width: 20, height: 2) {
            ScrollView(.horizontal) {
                LazyHGrid(rows: [GridItem(.fixed(1)), GridItem(.fixed(1))], spacing: 1) {
                    ForEach(0..<10_000, id: \.self) { Text("\($0 % 10)") }
                }
            }
            .frame(width: 20, height: 2)
        }
        #expect(host.lines[0].hasPrefix("0 2 4 6"))
        #expect(host.lines[1].hasPrefix("1 3 5 7"))
        #expect(nodes(LazyGridNode.self, in: host)[0].builtRowCount < 40)
    }

    @Test("scrollTo a cell lands it at the anchor; cells keep their state while their row is built")
    func gridScrollTo() {
        let box = ProxyBox()
        let host = HeadlessHost(width: 20, height: 10) {
            ScrollViewReader { proxy in
                ScrollView {
                    LazyVGrid(columns: [GridItem(.flexible(minimum: 1)), GridItem(.flexible(minimum: 1))]) {
                        ForEach(0..<10_000, id: \.self) { CounterRow(row: $0) }
                    }
                }
                .frame(width: 20, height: 10)
                .onAppear { box.proxy = proxy }
            }
        }
        box.proxy?.scrollTo(5_001, anchor: .top)
        host.advance(by: 0)
        #expect(host.lines[0].contains("5000: 0") && host.lines[0].contains("5001: 0"))
        host.click(x: 15, y: 0)
        #expect(host.lines[0].contains("5001: 1"))
        host.press(.downArrow)
        host.advance(by: 1)
        host.press(.upArrow)
        host.advance(by: 1)
        #expect(host.lines[0].contains("5001: 1"))
    }
}
