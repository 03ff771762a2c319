import KinemaAnimation
import Observation
import Testing

@testable import KinemaUI

@MainActor
private final class IntHolder {
    var binding: Binding<Int>?
}

@Observable
private final class Label {
    var text = "a"
}

/// The case: state read only inside the reader's content closure.
private struct SizedCounter: View {
    let holder: IntHolder
    @State private var n = 0

    var body: some View {
        holder.binding = $n
        return GeometryReader { _ in Text("n=\(n)") }
    }
}

private struct SizedLabel: View {
    let label: Label

    var body: some View {
        GeometryReader { proxy in Text("\(label.text) \(Int(proxy.size.width))") }
    }
}

private struct StateRows: View {
    let holder: IntHolder
    @State private var suffix = 0

    var body: some View {
        holder.binding = $suffix
        return VStack {
            ForEach(["a", "b"], id: \.self) { name in Text("\(name)\(suffix)") }
        }
    }
}

private struct ScopedBody: View {
    let holder: IntHolder
    @State private var shift = 0

    var body: some View {
        holder.binding = $shift
        return Text("x").animation(.linear(duration: 1)) { content in
            content.offset(x: Double(shift))
        }
    }
}

private struct Writer: View {
    let holder: IntHolder
    @State private var n = 0

    var body: some View {
        holder.binding = $n
        return GeometryReader { _ in
            n += 1
            return Text("w")
        }
    }
}

@MainActor
@Suite("Closures evaluated on a view's behalf record their reads")
struct TrackedContentTests {
    @Test("state read only inside a GeometryReader closure updates the content, not the body")
    func geometryReaderState() throws {
        let holder = IntHolder()
        let host = HeadlessHost(width: 6, height: 1) { SizedCounter(holder: holder) }
        #expect(host.lines == ["n=0   "])
        host.host.resetStatistics()
        try #require(holder.binding).wrappedValue = 3
        host.update()
        #expect(host.lines == ["n=3   "])
        #expect(host.host.bodyEvaluations == 0)
        #expect(host.host.contentEvaluations == 1)
    }

    @Test("an @Observable property read inside a GeometryReader closure updates the content")
    func geometryReaderModel() {
        let label = Label()
        let host = HeadlessHost(width: 6, height: 1) { SizedLabel(label: label) }
        #expect(host.lines == ["a 6   "])
        label.text = "bc"
        host.update()
        #expect(host.lines == ["bc 6  "])
        host.resize(width: 5, height: 1)
        #expect(host.lines == ["bc 5 "])
    }

    @Test("state read only inside ForEach rows updates the rows")
    func forEachRowsReadState() throws {
        let holder = IntHolder()
        let host = HeadlessHost(width: 4, height: 2) { StateRows(holder: holder) }
        #expect(host.lines == [" a0 ", " b0 "])
        try #require(holder.binding).wrappedValue = 5
        host.update()
        #expect(host.lines == [" a5 ", " b5 "])
    }

    @Test("state read only inside a scoped animation body updates its modifiers, animated by it")
    func scopedBodyReadsState() throws {
        let holder = IntHolder()
        let host = HeadlessHost(width: 6, height: 1) { ScopedBody(holder: holder) }
        #expect(host.lines == ["  x   "])
        try #require(holder.binding).wrappedValue = 2
        host.advance(by: 0.5)
        #expect(host.lines == ["   x  "])
        host.advance(by: 0.6)
        #expect(host.lines == ["    x "])
    }

    @Test("a state write inside a content closure is deferred and diagnosed")
    func writeInContentIsDeferred() {
        let holder = IntHolder()
        let host = HeadlessHost(width: 2, height: 1) { Writer(holder: holder) }
        #expect(host.lines == ["w "])
        #expect(host.host.diagnostics.contains { $0.contains("while a body was being evaluated") })
    }
}
