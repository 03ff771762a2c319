import KinemaGeometry
import KinemaGraph
import Observation
import Testing

@testable import KinemaUI

@MainActor
@Observable
final class RowsModel {
    var ids = [1, 2, 3]
}

private struct Row: View {
    let id: Int
    @State private var taps = 0

    var body: some View {
        Button("row \(id): \(taps)") { taps += 1 }
    }
}

@MainActor
private func compositeNodes(of type: Any.Type, in node: ViewNode) -> [CompositeNode] {
    var found: [CompositeNode] = []
    var stack = [node]
    while let next = stack.popLast() {
        if let composite = next as? CompositeNode, composite.viewType == ObjectIdentifier(type) {
            found.append(composite)
        }
        stack.append(contentsOf: next.children)
    }
    return found
}

private struct Leaf: View {
    let label: String
    @State private var count = 0

    var body: some View {
        Text("\(label)\(count)").onTapGesture { count += 1 }
    }
}

private struct Pair: View {
    var body: some View {
        HStack {
            Leaf(label: "a")
            Leaf(label: "b")
        }
    }
}

private struct WritesDuringBody: View {
    @State private var count = 0

    var body: some View {
        if count < 1 { count += 1 }
        return Text("\(count)")
    }
}

@MainActor
@Suite("View runtime")
struct ViewRuntimeTests {
    @Test("removing a ForEach row releases its subgraph and keeps the other rows' state")
    func forEachRemovalReleasesSubgraph() throws {
        let model = RowsModel()
        let host = HeadlessHost(width: 20, height: 3) {
            VStack { ForEach(model.ids, id: \.self) { Row(id: $0) } }
        }
        let runtime = host.host.runtime
        host.click(x: 8, y: 2)
        #expect(host.lines[2].contains("row 3: 1"))
        let rows = compositeNodes(of: Row.self, in: runtime.root)
        #expect(rows.count == 3)
        let removed = try #require(
            rows.first {
                runtime.graph[$0.viewInputForTesting].view is Row && ($0.viewForTesting as! Row).id == 2
            })
        let subgraph = removed.subgraph
        #expect(runtime.graph.isLive(subgraph))
        let nodesBefore = runtime.nodeCount
        model.ids = [1, 3]
        host.update()
        #expect(!runtime.graph.isLive(subgraph))
        #expect(removed.isRemoved)
        #expect(runtime.nodeCount < nodesBefore)
        #expect(host.lines.contains { $0.contains("row 3: 1") }, "row 3 kept its state: \(host.lines)")
        runtime.graph.checkInvariants()
    }

    @Test("a state write re-runs only the body that read it")
    func onlyReadersRerun() {
        let host = HeadlessHost(width: 10, height: 1) { Pair() }
        #expect(host.lines == ["  a0 b0   "])
        host.host.resetStatistics()
        host.click(x: 2, y: 0)
        #expect(host.lines == ["  a1 b0   "])
        #expect(host.host.bodyEvaluations == 1)
    }

    @Test("writing state while a body runs is deferred to the next update with a diagnostic")
    func writeDuringBodyIsDeferred() {
        let host = HeadlessHost(width: 5, height: 1) { WritesDuringBody() }
        #expect(host.host.diagnostics.count == 1)
        #expect(host.host.diagnostics.first?.contains("while a body was being evaluated") == true)
        host.update()
        #expect(host.lines == ["  1  "])
    }

    @Test("switching if/else branches replaces the view and its state")
    func branchIdentity() {
        let model = Model()
        let host = HeadlessHost(width: 10, height: 1) {
            if model.flag { Leaf(label: "t") } else { Leaf(label: "f") }
        }
        host.click(x: 4, y: 0)
        #expect(host.lines == ["    f1    "])
        model.flag = true
        host.update()
        #expect(host.lines == ["    t0    "])
        model.flag = false
        host.update()
        #expect(host.lines == ["    f0    "], "the false branch was recreated with fresh state")
    }

    @Test("a different id replaces the view and resets its state")
    func explicitID() {
        let model = Model()
        let host = HeadlessHost(width: 10, height: 1) { Leaf(label: "x").id(model.value) }
        host.click(x: 4, y: 0)
        #expect(host.lines == ["    x1    "])
        model.value = 7
        host.update()
        #expect(host.lines == ["    x0    "])
    }
}

@MainActor
@Observable
private final class OffsetsModel {
    var offsets = Array(repeating: 0.0, count: 8)
}

@MainActor
@Suite("Animation order")
struct AnimationOrderTests {
    @Test("animations ending on the same frame complete in the order they started, on every run")
    func completionsFollowStartOrder() {
        let model = OffsetsModel()
        var completed: [Int] = []
        let host = HeadlessHost(width: 20, height: 8) {
            VStack(spacing: 0) {
                Text("0").offset(x: model.offsets[0])
                Text("1").offset(x: model.offsets[1])
                Text("2").offset(x: model.offsets[2])
                Text("3").offset(x: model.offsets[3])
                Text("4").offset(x: model.offsets[4])
                Text("5").offset(x: model.offsets[5])
                Text("6").offset(x: model.offsets[6])
                Text("7").offset(x: model.offsets[7])
            }
        }
        let startOrder = [5, 2, 7, 0, 3, 6, 1, 4]
        for index in startOrder {
            withAnimation(.linear(duration: 1)) {
                model.offsets[index] = 4
            } completion: {
                completed.append(index)
            }
            host.update()
        }
        #expect(completed.isEmpty)
        host.advance(by: 2)
        #expect(completed == startOrder)
    }
}

@MainActor
@Suite("Diagnostics")
struct DiagnosticsTests {
    @Test("a duplicate ForEach id repeated every update is reported once")
    func duplicatesReportedOnce() {
        let model = RowsModel()
        model.ids = [1, 1, 2]
        let host = HeadlessHost(width: 10, height: 4) {
            VStack { ForEach(model.ids, id: \.self) { Text("\($0)") } }
        }
        for extra in 3..<20 {
            model.ids.append(extra)
            host.update()
            model.ids.removeLast()
            host.update()
        }
        #expect(host.host.diagnostics.count == 1)
        #expect(host.host.diagnostics.first?.contains("the id 1 appears more than once") == true)
    }

    @Test("diagnostics keep at most the newest 100 messages")
    func diagnosticsAreCapped() {
        let runtime = ViewRuntime(size: Size(width: 1, height: 1))
        for index in 0..<250 { runtime.diagnose("problem \(index)") }
        #expect(runtime.diagnostics.count == ViewRuntime.maxDiagnostics)
        #expect(runtime.diagnostics.first == "problem 150")
        #expect(runtime.diagnostics.last == "problem 249")
        runtime.diagnose("problem 249")
        #expect(runtime.diagnostics.count == ViewRuntime.maxDiagnostics)
    }
}
