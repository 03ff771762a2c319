import Foundation
import KinemaGeometry
import KinemaRender
import Testing

@testable import KinemaUI

@MainActor
private final class Seen {
    var sizes: [CGSize] = []
    var labels: [String] = []
}

/// Reports, on every change of `value`, the label its latest body captured.
private struct Labelled: View {
    let value: Int
    let label: String
    let seen: Seen

    var body: some View {
        Text("\(value)").onChange(of: value) { seen.labels.append(label) }
    }
}

/// A `Labelled` whose value and label a button changes together.
private struct Stepping: View {
    let seen: Seen
    @State private var value = 0

    var body: some View {
        VStack {
            Labelled(value: value, label: "label \(value)", seen: seen)
            Button("Next") { value += 1 }
        }
    }
}

@MainActor
@Suite("onChange runs the latest action")
struct OnChangeActionTests {
    @Test("a GeometryReader's onChange action sees the new proxy, not the one of its first evaluation")
    func geometryReaderAction() {
        let seen = Seen()
        let host = HeadlessHost(width: 10, height: 5) {
            GeometryReader { proxy in
                Color.clear.onChange(of: proxy.size, initial: true) { seen.sizes.append(proxy.size) }
            }
        }
        host.resize(width: 20, height: 6)
        #expect(seen.sizes == [CGSize(width: 10, height: 5), CGSize(width: 20, height: 6)])
    }

    @Test("the action that runs is the one the view passed in the update that changed the value")
    func latestClosure() {
        let seen = Seen()
        let host = HeadlessHost(width: 12, height: 2) { Stepping(seen: seen) }
        host.click(x: 5, y: 1)
        host.click(x: 5, y: 1)
        #expect(seen.labels == ["label 1", "label 2"])
    }
}
