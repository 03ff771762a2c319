import Foundation
import KinemaGeometry
import Observation
import Testing

@testable import KinemaUI

/// Rows of a lazy stack in a scroll view take clicks and Enter however many frames run between
/// the press and the release, as a person's click in a terminal does (tens of milliseconds).
@MainActor
@Suite("Row activation in scroll views")
struct ScrollRowActivationTests {
    /// A plain scroll view of 100 button rows; each click or activation appends the row.
    private func buttonRows(_ log: ActivationLog) -> HeadlessHost {
        let host = HeadlessHost(width: 30, height: 10) {
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 0) {
                    ForEach(0..<100, id: \.self) { row in
                        Button("row \(row)") { log.rows.append(row) }
                    }
                }
            }
        }
        host.frameInterval = 1.0 / 60
        return host
    }

    /// Presses at `location`, runs `seconds` of frames, and releases there.
    private func slowClick(_ host: HeadlessHost, at location: Point, holding seconds: Double = 0.1) {
        host.press(at: location)
        host.advance(by: seconds)
        host.release(at: location)
        host.advance(by: 0.5)
    }

    @Test("a click held for frames on a button row of a ScrollView's LazyVStack runs its action once")
    func slowClickOnButtonRow() {
        let log = ActivationLog()
        let host = buttonRows(log)
        let rowNodes = nodes(ButtonNode.self, in: host).map(ObjectIdentifier.init)
        host.press(at: cell(2, 3))
        host.advance(by: 0.1)
        // Pressing shows the scroll view's indicators and sets its phase: no row is rebuilt.
        #expect(nodes(ButtonNode.self, in: host).map(ObjectIdentifier.init) == rowNodes)
        host.release(at: cell(2, 3))
        host.advance(by: 0.5)
        #expect(log.rows == [3])
        slowClick(host, at: cell(2, 5), holding: 0.4)
        #expect(log.rows == [3, 5])
    }

    @Test("Enter held for frames on a focused button row of a ScrollView's LazyVStack runs its action once")
    func slowEnterOnButtonRow() {
        let log = ActivationLog()
        let host = buttonRows(log)
        host.press(.tab)
        host.press(.tab)
        host.advance(by: 0.1)
        host.send(.key(KeyPress(key: .return, phase: .down)))
        host.advance(by: 0.1)
        host.send(.key(KeyPress(key: .return, phase: .up)))
        host.advance(by: 0.5)
        #expect(log.rows == [1])
    }

    @Test("a NavigationLink row of a lazy stack pushes its screen on a click held for frames, and on Enter")
    func navigationLinkRows() throws {
        for lazyKind in LinkRows.Kind.allCases {
            let host = HeadlessHost(width: 30, height: 6) { LinkRows(kind: lazyKind) }
            host.frameInterval = 1.0 / 60
            let row = try #require(host.lines.firstIndex { $0.contains("row 1 ›") })
            slowClick(host, at: cell(2, row))
            host.advance(by: 1)
            #expect(host.lines[0].hasPrefix(" ‹ Rows"), "\(lazyKind)")
            #expect(host.lines[2].hasPrefix("detail 1"), "\(lazyKind)")
            host.press(.escape)
            host.advance(by: 1)
            #expect(host.lines[2].hasPrefix("row 0 ›"), "\(lazyKind)")
            // The clicked link kept focus: Tab moves it to the next row.
            host.press(.tab)
            host.send(.key(KeyPress(key: .return, phase: .down)))
            host.advance(by: 0.1)
            host.send(.key(KeyPress(key: .return, phase: .up)))
            host.advance(by: 1)
            #expect(host.lines[2].hasPrefix("detail 2"), "\(lazyKind)")
        }
    }

    @Test("a row whose node is replaced while pressed cancels the press cleanly; the next click acts")
    func rowReplacedUnderPress() {
        let log = ActivationLog()
        let model = RowModel()
        let host = HeadlessHost(width: 30, height: 10) { ReplacedRows(model: model, log: log) }
        host.frameInterval = 1.0 / 60
        host.press(at: cell(2, 3))
        host.advance(by: 0.05)
        // New identities: every built row is replaced under the press.
        model.generation += 1
        host.advance(by: 0.05)
        host.release(at: cell(2, 3))
        host.advance(by: 0.5)
        #expect(log.rows.isEmpty)
        #expect(host.host.diagnostics.isEmpty)
        slowClick(host, at: cell(2, 4))
        #expect(log.rows == [4])
    }
}

@MainActor
final class ActivationLog {
    var rows: [Int] = []
}

@MainActor
@Observable
final class RowModel {
    var generation = 0
}

/// Rows identified by the model's generation too: a new generation replaces every row node.
private struct ReplacedRows: View {
    let model: RowModel
    let log: ActivationLog

    var body: some View {
        let generation = model.generation
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0) {
                ForEach(0..<100, id: \.self) { row in
                    Button("row \(row)") { log.rows.append(row) }.id("\(generation)-\(row)")
                }
            }
        }
    }
}

/// NavigationLink rows in a lazy stack, in a scroll view or not, under a NavigationStack.
private struct LinkRows: View {
    enum Kind: CaseIterable { case lazyStack, scrolledLazyStack }
    let kind: Kind

    var body: some View {
        NavigationStack {
            Group {
                switch kind {
                case .lazyStack: rows
                case .scrolledLazyStack: ScrollView { rows }
                }
            }
            .navigationTitle("Rows")
            .navigationDestination(for: Int.self) { row in Text("detail \(row)") }
        }
    }

    private var rows: some View {
        LazyVStack(alignment: .leading, spacing: 0) {
            ForEach(0..<100, id: \.self) { row in
                NavigationLink(value: row) { Text("row \(row)") }
            }
        }
    }
}
