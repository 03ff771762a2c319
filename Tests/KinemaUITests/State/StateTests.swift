import Observation
import Testing

@testable import KinemaUI

/// Whether the counter is on screen.
@Observable
@MainActor
private final class Visibility {
    var show = true
}

@MainActor
@Suite("@State")
struct StateTests {
    @Test("a removed view's state keeps its last value and takes writes locally instead of trapping")
    func stateOutlivesItsView() throws {
        let visibility = Visibility()
        let holder = BindingHolder()
        let host = HeadlessHost(width: 3, height: 1) {
            if visibility.show { BindingExposingView(holder: holder) }
        }
        let binding = try #require(holder.binding)
        binding.wrappedValue = 4
        host.update()
        #expect(host.lines == [" 4 "])
        visibility.show = false
        host.update()
        #expect(host.lines == ["   "])
        // A task that outlived the view (its sleep's cancellation swallowed by `try?`) reads and writes.
        #expect(binding.wrappedValue == 4)
        binding.wrappedValue = 9
        #expect(binding.wrappedValue == 9)
        host.update()
        #expect(host.lines == ["   "])
        #expect(!host.host.needsFrame)
    }
}
