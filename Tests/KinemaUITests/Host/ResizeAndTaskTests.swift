import KinemaGeometry
import Testing

@testable import KinemaUI

@MainActor
private final class TaskLog {
    var started = 0
}

@MainActor
@Suite("Host resize and tasks")
struct ResizeAndTaskTests {
    @Test("resizing lays the view out again at the new size")
    func resize() {
        let host = HeadlessHost(width: 6, height: 1) {
            HStack {
                Text("a"); Spacer(); Text("b")
            }
        }
        #expect(host.lines == ["a    b"])
        host.resize(width: 4, height: 1)
        #expect(host.lines == ["a  b"])
    }

    @Test("a task starts when its view appears")
    func taskStarts() async {
        let log = TaskLog()
        let host = HeadlessHost(width: 4, height: 1) {
            Text("t").task { log.started += 1 }
        }
        #expect(host.lines == [" t  "])
        for _ in 0..<100 where log.started == 0 { await Task.yield() }
        #expect(log.started == 1)
    }

    @Test("dismiss() finishes the host")
    func dismiss() {
        let host = HeadlessHost(width: 4, height: 1) { DismissOnQ() }
        #expect(!host.host.isFinished)
        host.press("q")
        #expect(host.host.isFinished)
    }
}

private struct DismissOnQ: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Text("q").onKeyPress("q") {
            dismiss()
            return .handled
        }
    }
}
