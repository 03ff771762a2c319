import KinemaAnimation
import KinemaGeometry
import KinemaRender
import Observation
import Testing

@testable import KinemaUI

/// Which tab is selected, written from outside the views (as a click handler would).
@MainActor
@Observable
private final class TabModel {
    var selected = 0
}

/// Three tabs, each the source of its own id, and a highlight that follows the selected one. The
/// highlight comes first in the `ZStack`, so layout places it before its source.
private struct Tabs: View {
    let model: TabModel
    let properties: MatchedGeometryProperties
    let anchor: UnitPoint
    let highlightSize: Size?
    @Namespace private var namespace

    var body: some View {
        ZStack(alignment: .topLeading) {
            highlight
                .matchedGeometryEffect(
                    id: model.selected, in: namespace, properties: properties, anchor: anchor, isSource: false)
            HStack(spacing: 0) {
                ForEach(0..<3) { index in
                    Text("tab\(index)").frame(width: 6, height: 2).matchedGeometryEffect(id: index, in: namespace)
                }
            }
            .padding(.leading, 2)
        }
        .frame(width: 30, height: 4, alignment: .topLeading)
    }

    @ViewBuilder private var highlight: some View {
        if let highlightSize {
            Color.blue.frame(width: highlightSize.width, height: highlightSize.height)
        } else {
            Color.blue
        }
    }
}

/// The frame of the blue fill.
@MainActor
private func highlightFrame(_ host: HeadlessHost) -> Rect? {
    host.displayList.items.first { item in
        if case .fill = item.kind { return true }
        return false
    }?.frame
}

@MainActor
@Suite("matchedGeometryEffect with isSource: false")
struct MatchedGeometryFollowerTests {
    @Test("a non-source view is laid out at its source's frame: the source's size is proposed to it")
    func takesSourceFrame() {
        let model = TabModel()
        let host = HeadlessHost(width: 30, height: 4) {
            Tabs(model: model, properties: .frame, anchor: .center, highlightSize: nil)
        }
        // A flexible colour takes the proposed source size, at the source's place.
        #expect(highlightFrame(host) == Rect(x: 2, y: 0, width: 6, height: 2))
        model.selected = 2
        host.update()
        #expect(highlightFrame(host) == Rect(x: 14, y: 0, width: 6, height: 2))
    }

    @Test("when the source changes in an animated update, the follower's frame animates to the new source")
    func animatesToNewSource() {
        let model = TabModel()
        let host = HeadlessHost(width: 30, height: 4) {
            Tabs(model: model, properties: .frame, anchor: .center, highlightSize: nil)
        }
        withAnimation(.linear(duration: 1)) { model.selected = 2 }
        host.update()
        #expect(highlightFrame(host) == Rect(x: 2, y: 0, width: 6, height: 2))
        host.advance(by: 0.25)
        #expect(highlightFrame(host) == Rect(x: 5, y: 0, width: 6, height: 2))
        host.advance(by: 0.75)
        #expect(highlightFrame(host) == Rect(x: 14, y: 0, width: 6, height: 2))
        // The frame that reaches the end presents the final frame; the animation is retired on the next one.
        host.advance(by: 0.0001)
        #expect(!host.host.isAnimating)
    }

    @Test("with .position only, the follower keeps its size and puts its anchor on the source's anchor")
    func positionOnly() {
        let model = TabModel()
        let host = HeadlessHost(width: 30, height: 4) {
            Tabs(model: model, properties: .position, anchor: .center, highlightSize: Size(width: 2, height: 2))
        }
        // The tab at x 2…8, y 0…2 has its centre at (5, 1); a 2×2 highlight centred there.
        #expect(highlightFrame(host) == Rect(x: 4, y: 0, width: 2, height: 2))
        let leading = HeadlessHost(width: 30, height: 4) {
            Tabs(
                model: model, properties: .position, anchor: .topLeading, highlightSize: Size(width: 2, height: 2))
        }
        #expect(highlightFrame(leading) == Rect(x: 2, y: 0, width: 2, height: 2))
    }

    @Test("with .size only, the follower takes the source's size in its own frame")
    func sizeOnly() {
        let model = TabModel()
        model.selected = 1
        let host = HeadlessHost(width: 30, height: 4) {
            Tabs(model: model, properties: .size, anchor: .topLeading, highlightSize: nil)
        }
        #expect(highlightFrame(host) == Rect(x: 0, y: 0, width: 6, height: 2))
    }

    @Test("a follower whose id has no source is laid out in its own frame")
    func withoutSource() {
        let model = TabModel()
        model.selected = 7
        let host = HeadlessHost(width: 30, height: 4) {
            Tabs(model: model, properties: .frame, anchor: .center, highlightSize: nil)
        }
        #expect(highlightFrame(host) == Rect(x: 0, y: 0, width: 30, height: 4))
        model.selected = 1
        host.update()
        #expect(highlightFrame(host) == Rect(x: 8, y: 0, width: 6, height: 2))
    }
}
