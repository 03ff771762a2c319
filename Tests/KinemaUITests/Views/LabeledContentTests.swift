import Foundation
import KinemaRender
import Testing

@testable import KinemaUI

/// The label above the content, to check that a style replaces the automatic look.
private struct StackedStyle: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            configuration.label
            LabeledContent(configuration)
        }
    }
}

@MainActor
@Suite("LabeledContent")
struct LabeledContentTests {
    @Test("the label at the leading edge, the value at the trailing edge in the secondary style")
    func valueRow() {
        let host = HeadlessHost(width: 16, height: 1) { LabeledContent("Version", value: "1.0") }
        #expect(host.lines == ["Version      1.0"])
        let secondary = host.buffer[13, 0].style
        #expect(secondary != host.buffer[0, 0].style)
        #expect(secondary == HeadlessHost(width: 3, height: 1) { Text("1.0").foregroundStyle(.secondary) }.buffer[0, 0].style)
    }

    @Test("a content view, a label view and a formatted value, each a row of a Form")
    func formRows() {
        let host = HeadlessHost(width: 18, height: 3) {
            Form {
                LabeledContent("Count") { Text("42") }
                LabeledContent {
                    Text("on")
                } label: {
                    Label("Sync", systemImage: "plus")
                }
                LabeledContent("Price", value: 2.5, format: .number.precision(.fractionLength(2)))
            }
        }
        #expect(host.lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.count == 3)
        let count = host.lines.first { $0.contains("Count") }!
        let sync = host.lines.first { $0.contains("Sync") }!
        let price = host.lines.first { $0.contains("Price") }!
        #expect(count.hasSuffix("42") || count.hasSuffix("42 "))
        #expect(sync.contains("+ Sync"))
        #expect(price.contains("2.50"))
        // The values line up on the trailing edge.
        #expect(count.range(of: "42")!.upperBound == count.index(count.startIndex, offsetBy: count.count - count.reversed().prefix { $0 == " " }.count))
    }

    @Test("a value longer than the row takes the room it needs and the label keeps its own")
    func narrowRow() {
        let host = HeadlessHost(width: 10, height: 2) { LabeledContent("Name", value: "Ada Lovelace") }
        #expect(host.lines[0].hasPrefix("Name "))
    }

    @Test(".labelsHidden() shows the content alone")
    func labelsHidden() {
        let host = HeadlessHost(width: 8, height: 1) {
            LabeledContent("Version", value: "1.0").labelsHidden()
                .frame(maxWidth: .infinity, alignment: .leading)
        }
        #expect(host.lines == ["1.0     "])
    }

    @Test("a LabeledContentStyle replaces the look; LabeledContent(configuration) keeps the automatic one")
    func customStyle() {
        let host = HeadlessHost(width: 10, height: 2) {
            LabeledContent("Size", value: "3").labeledContentStyle(StackedStyle())
        }
        #expect(host.lines == ["Size      ", "Size     3"])
    }
}
