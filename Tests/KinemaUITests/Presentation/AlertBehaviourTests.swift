import Foundation
import KinemaGeometry
import Testing

@testable import KinemaUI

private struct Failure: LocalizedError {
    var errorDescription: String? { "Could not save" }
    var failureReason: String? { "The disk is full." }
    var recoverySuggestion: String? { nil }
}

/// Two alerts on one screen, a `presenting:` alert and an error alert.
private struct ManyAlerts: View {
    let state: DialogTestState

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("first").alert("First alert", isPresented: state.binding) {
                Button("OK") { state.log.append("first") }
            }
            Text("second").alert("Second alert", isPresented: state.secondBinding) {
                Button("OK") { state.log.append("second") }
            }
            Text("book").alert(
                "Remove \(state.book ?? "")?",
                isPresented: Binding(get: { state.book != nil }, set: { if !$0 { state.book = nil } }),
                presenting: state.book
            ) { book in
                Button("Remove \(book)", role: .destructive) { state.log.append("remove \(book)") }
                Button("Keep", role: .cancel) {}
            } message: { book in
                Text("\(book) leaves the shelf.")
            }
            Spacer(minLength: 0)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

private struct ErrorAlert: View {
    let state: DialogTestState
    let error: Failure?

    var body: some View {
        Text("screen")
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .alert(isPresented: state.binding, error: error) {
                Button("Retry") { state.log.append("retry") }
            }
    }
}

@MainActor
@Suite("Alerts: presenting, errors, two at once")
struct AlertBehaviourTests {
    @Test(
        "a second alert turned on while one is shown is refused: its binding goes back to false and diagnostics say so"
    )
    func twoAtOnce() {
        let state = DialogTestState()
        let host = HeadlessHost(width: 40, height: 12) { ManyAlerts(state: state) }
        state.isPresented = true
        host.update()
        state.second = true
        host.update()
        host.update()
        #expect(state.isPresented)
        #expect(!state.second)
        #expect(host.lines.contains { $0.contains("First alert") })
        #expect(!host.lines.contains { $0.contains("Second alert") })
        #expect(host.host.diagnostics.contains { $0.contains("only one presentation per level") })
        // Once the first is gone, the second shows.
        host.press(.return)
        #expect(state.log == ["first"])
        #expect(!state.isPresented)
        state.second = true
        host.update()
        #expect(host.lines.contains { $0.contains("Second alert") })
    }

    @Test("presenting: the actions and the message are built from the data; nil data shows nothing")
    func presenting() {
        let state = DialogTestState()
        let host = HeadlessHost(width: 40, height: 12) { ManyAlerts(state: state) }
        state.book = "Dune"
        host.update()
        #expect(host.lines.contains { $0.contains("Remove Dune?") })
        #expect(host.lines.contains { $0.contains("Dune leaves the shelf.") })
        #expect(host.lines.contains { $0.contains(" Keep    Remove Dune ") })
        host.press(.rightArrow)
        host.press(.return)
        #expect(state.log == ["remove Dune"])
        #expect(state.book == nil)
        #expect(!host.lines.contains { $0.contains("Remove Dune?") })
    }

    @Test("an error alert is titled with the error's description and shows its failure reason")
    func errorAlert() {
        let state = DialogTestState()
        state.isPresented = true
        let host = HeadlessHost(width: 40, height: 12) { ErrorAlert(state: state, error: Failure()) }
        #expect(host.lines.contains { $0.contains("Could not save") })
        #expect(host.lines.contains { $0.contains("The disk is full.") })
        host.press(.return)
        #expect(state.log == ["retry"])
        let none = DialogTestState()
        none.isPresented = true
        let empty = HeadlessHost(width: 40, height: 12) { ErrorAlert(state: none, error: nil) }
        #expect(!empty.lines.contains { $0.contains("╭") })
    }
}
