import Foundation
import KinemaGeometry
import KinemaRender
import Observation
import Testing

@testable import KinemaUI

/// Orders its subviews left to right by their `Rank` layout value, one column apart by their
/// spacing preferences.
private struct RankedRow: Layout {
    struct Rank: LayoutValueKey { static let defaultValue = 0 }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let gaps = zip(subviews, subviews.dropFirst()).map {
            $0.spacing.distance(to: $1.spacing, along: .horizontal)
        }
        return Size(
            width: sizes.map(\.width).reduce(0, +) + gaps.reduce(0, +), height: sizes.map(\.height).max() ?? 0
        )
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews.sorted(by: { $0[Rank.self] < $1[Rank.self] }) {
            subview.place(at: Point(x: x, y: bounds.minY), proposal: .unspecified)
            x +=
                subview.sizeThatFits(.unspecified).width
                + subview.spacing.distance(to: subview.spacing, along: .horizontal)
        }
    }
}

/// Counts how often its cache is made and updated.
@MainActor
private final class CacheCounter {
    var made = 0
    var updated = 0
}

private struct CountingLayout: Layout {
    let counter: CacheCounter

    func makeCache(subviews: Subviews) -> Int {
        MainActor.assumeIsolated { counter.made += 1 }
        return subviews.count
    }

    func updateCache(_ cache: inout Int, subviews: Subviews) {
        MainActor.assumeIsolated { counter.updated += 1 }
        cache = subviews.count
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) -> Size {
        Size(width: CGFloat(cache), height: 1)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) {
        for (index, subview) in subviews.enumerated() {
            subview.place(at: Point(x: bounds.minX + CGFloat(index), y: bounds.minY), proposal: .unspecified)
        }
    }
}

/// Declares itself a horizontal stack and a leading guide one column in.
private struct DeclaredRow: Layout {
    static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        HStackLayout(spacing: 0).sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        HStackLayout(spacing: 0).placeSubviews(
            in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout ()
    ) -> CGFloat? {
        guide == .leading ? bounds.minX + 1 : nil
    }
}

@Observable
@MainActor
private final class GapModel {
    var gap: CGFloat = 0
}

/// Puts `model.gap` columns between its two subviews: a read inside `sizeThatFits`/`placeSubviews`.
private struct ObservedGapLayout: Layout {
    let model: GapModel

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        let gap = MainActor.assumeIsolated { model.gap }
        return Size(width: subviews.map { $0.sizeThatFits(.unspecified).width }.reduce(0, +) + gap, height: 1)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let gap = MainActor.assumeIsolated { model.gap }
        var x = bounds.minX
        for subview in subviews {
            subview.place(at: Point(x: x, y: bounds.minY), proposal: .unspecified)
            x += subview.sizeThatFits(.unspecified).width + gap
        }
    }
}

/// Puts `gap` columns between its subviews, `gap` being a binding read only in the layout.
private struct BoundGapLayout: Layout {
    @Binding var gap: Int

    private var columns: CGFloat { MainActor.assumeIsolated { CGFloat(gap) } }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        Size(width: subviews.map { $0.sizeThatFits(.unspecified).width }.reduce(0, +) + columns, height: 1)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let gap = columns
        var x = bounds.minX
        for subview in subviews {
            subview.place(at: Point(x: x, y: bounds.minY), proposal: .unspecified)
            x += subview.sizeThatFits(.unspecified).width + gap
        }
    }
}

@MainActor
@Suite("Layout protocol")
struct LayoutProtocolTests {
    @Test("layout values order the subviews; spacing preferences put one column between them")
    func layoutValuesAndSpacing() {
        let host = HeadlessHost(width: 13, height: 1) {
            RankedRow {
                Text("gold").layoutValue(key: RankedRow.Rank.self, value: 1)
                Text("bronze").layoutValue(key: RankedRow.Rank.self, value: 3)
                Text("x")
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        #expect(host.lines == ["x gold bronze"])
    }

    @Test("ViewSpacing: one column and no row in cells, 8 points and 0 in points; union and zero")
    func viewSpacing() {
        var seen: [CGFloat] = []
        struct Probe: Layout {
            let report: @MainActor ([CGFloat]) -> Void
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
                let a = subviews[0].spacing
                let b = subviews[1].spacing
                MainActor.assumeIsolated {
                    report([a.distance(to: b, along: .horizontal), a.distance(to: b, along: .vertical)])
                }
                return .zero
            }
            func placeSubviews(
                in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
            ) {}
        }
        _ =
            HeadlessHost(width: 4, height: 1) {
                Probe(report: { seen = $0 }) {
                    Text("a"); Text("b")
                }
            }.lines
        #expect(seen == [1, 0])
        _ =
            HeadlessHost(width: 4, height: 1, units: .points) {
                Probe(report: { seen = $0 }) {
                    Text("a"); Text("b")
                }
            }
            .lines
        #expect(seen == [8, 0])
        #expect(ViewSpacing.zero.distance(to: .zero, along: .horizontal) == 0)
        #expect(ViewSpacing().union(.zero).distance(to: .zero, along: .horizontal) == 1)
        var spacing = ViewSpacing.zero
        spacing.formUnion(ViewSpacing(), edges: .leading)
        #expect(spacing.distance(to: .zero, along: .horizontal) == 0)
        #expect(ViewSpacing.zero.distance(to: spacing, along: .horizontal) == 1)
    }

    @Test("LayoutSubview.dimensions gives the size and the subview's explicit guides")
    func dimensions() throws {
        var seen: ViewDimensions?
        struct Probe: Layout {
            let report: @MainActor (ViewDimensions) -> Void
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
                let dimensions = subviews[0].dimensions(in: .unspecified)
                MainActor.assumeIsolated { report(dimensions) }
                return dimensions.width > 0 ? Size(width: dimensions.width, height: dimensions.height) : .zero
            }
            func placeSubviews(
                in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
            ) {
                subviews[0].place(at: bounds.origin, proposal: .unspecified)
            }
        }
        let host = HeadlessHost(width: 5, height: 1) {
            Probe(report: { seen = $0 }) { Text("abc").alignmentGuide(.leading) { _ in 2 } }
        }
        _ = host.lines
        let dimensions = try #require(seen)
        #expect(dimensions.width == 3 && dimensions.height == 1)
        #expect(dimensions[explicit: .leading] == 2)
        #expect(dimensions[.leading] == 2)
        #expect(dimensions[.trailing] == 3)
        #expect(dimensions[explicit: .trailing] == nil)
    }

    @Test("a custom layout's explicit guide aligns it in a stack; its stack orientation turns dividers")
    func explicitAlignmentAndProperties() {
        let host = HeadlessHost(width: 6, height: 3) {
            VStack(alignment: .leading, spacing: 0) {
                Text("abcde")
                DeclaredRow {
                    Text("x"); Divider(); Text("y")
                }.fixedSize()
            }
        }
        // The row's leading guide is one column in, so it starts one column left of the text; the
        // stack grows by that column. The divider is vertical, as in an HStack.
        #expect(host.lines.first { $0.contains("abcde") } == " abcde")
        #expect(host.lines.contains { $0.hasPrefix("x│y") })
        #expect(DeclaredRow.layoutProperties.stackOrientation == .horizontal)
        #expect(HStackLayout.layoutProperties.stackOrientation == .horizontal)
        #expect(VStackLayout.layoutProperties.stackOrientation == .vertical)
        #expect(ZStackLayout.layoutProperties.stackOrientation == nil)
    }

    @Test("the cache is made once and updated once per change, not re-made every pass")
    func cacheKeptAcrossPasses() {
        let counter = CacheCounter()
        struct Screen: View {
            let counter: CacheCounter
            @State var count = 2
            @State var unrelated = 0
            var body: some View {
                VStack(spacing: 0) {
                    CountingLayout(counter: counter) {
                        ForEach(0..<count, id: \.self) { Text("\($0)") }
                    }
                    Button("more") { count += 1 }
                    Button("other") { unrelated += 1 }
                    Text("\(unrelated)")
                }
            }
        }
        let host = HeadlessHost(width: 6, height: 4) { Screen(counter: counter) }
        _ = host.lines
        #expect(counter.made == 1)
        let updatesAfterStart = counter.updated
        host.resize(width: 7, height: 4)
        host.resize(width: 6, height: 4)
        #expect(counter.made == 1)
        host.click(x: 2, y: 1)
        #expect(host.lines[0].contains("012"))
        #expect(counter.made == 1)
        #expect(counter.updated > updatesAfterStart)
        let updatesAfterInsert = counter.updated
        host.advance(by: 1)
        #expect(counter.updated == updatesAfterInsert)
    }

    @Test("an @Observable property read in sizeThatFits and placeSubviews lays the container out again")
    func observableReadInLayout() {
        let model = GapModel()
        let host = HeadlessHost(width: 6, height: 1) {
            ObservedGapLayout(model: model) {
                Text("a"); Text("b")
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        #expect(host.lines == ["ab    "])
        model.gap = 3
        host.update()
        #expect(host.lines == ["a   b "])
    }

    @Test("a binding read only inside a custom layout lays it out again when the state changes")
    func bindingReadInLayout() {
        struct Screen: View {
            @State var gap = 0
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    BoundGapLayout(gap: $gap) {
                        Text("a"); Text("b")
                    }
                    Button("wider") { gap = 2 }
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            }
        }
        let host = HeadlessHost(width: 6, height: 2) { Screen() }
        #expect(host.lines[0] == "ab    ")
        host.click(x: 1, y: 1)
        #expect(host.lines[0] == "a  b  ")
    }

    @Test("a layout nested in a custom layout is laid out again when what it read changes")
    func nestedObservedLayouts() {
        let model = GapModel()
        let host = HeadlessHost(width: 8, height: 1) {
            ObservedGapLayout(model: GapModel()) {
                ObservedGapLayout(model: model) {
                    Text("a"); Text("b")
                }
                Text("c")
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        #expect(host.lines == ["abc     "])
        model.gap = 2
        host.update()
        #expect(host.lines == ["a  bc   "])
    }
}
