import Foundation
import KinemaGeometry
import KinemaRender
import Testing

@testable import KinemaUI

extension HorizontalAlignment {
    fileprivate enum Marker: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
    }
    fileprivate static let marker = HorizontalAlignment(Marker.self)
}

@MainActor
@Suite("AnyLayout")
struct AnyLayoutTests {
    private struct Tally: View {
        @State var count = 0
        var body: some View { Button("\(count)") { count += 1 } }
    }

    /// SwiftUI's example: one set of views, laid out by an `HStackLayout` or a `VStackLayout`.
    private struct Switcher: View {
        @State var isVertical = false
        var body: some View {
            let layout =
                isVertical ? AnyLayout(VStackLayout(spacing: 0)) : AnyLayout(HStackLayout(spacing: 3))
            VStack(spacing: 0) {
                Button("switch") { withAnimation(.linear(duration: 1)) { isVertical.toggle() } }
                layout {
                    Tally(); Text("B"); Text("C")
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            }
        }
    }

    @Test("switching HStackLayout ↔ VStackLayout under withAnimation moves the same views along their frames")
    func animatedSwitchKeepsIdentity() {
        let host = HeadlessHost(width: 10, height: 4) { Switcher() }
        #expect(host.lines == ["  switch  ", "0   B   C ", "          ", "          "])
        host.click(x: 0, y: 1)
        #expect(host.lines[1] == "1   B   C ")
        host.click(x: 3, y: 0)
        // Linear over a second: B goes from (4, 0) to (0, 1), C from (8, 0) to (0, 2).
        host.advance(by: 0.2)
        #expect(host.lines[1] == "1  B  C   ")
        host.advance(by: 0.6)
        #expect(host.lines[1...] == ["1         ", " B        ", "  C       "])
        host.advance(by: 0.3)
        #expect(host.lines == ["  switch  ", "1         ", "B         ", "C         "])
    }

    @Test("AnyLayout equality, and stack layouts with SwiftUI's initialisers")
    func equalityAndInitialisers() {
        #expect(AnyLayout(HStackLayout()) == AnyLayout(HStackLayout()))
        #expect(AnyLayout(HStackLayout(alignment: .top, spacing: 2)) != AnyLayout(HStackLayout()))
        #expect(AnyLayout(HStackLayout()) != AnyLayout(VStackLayout()))
        #expect(
            AnyLayout(AnyLayout(ZStackLayout(alignment: .topLeading)))
                == AnyLayout(ZStackLayout(alignment: .topLeading)))
        _ = VStackLayout(alignment: .leading, spacing: 4)
    }

    @Test("an AnyLayout wrapping a custom layout keeps its cache and its guides")
    func wrapsCustomLayouts() {
        let host = HeadlessHost(width: 6, height: 2) {
            VStack(alignment: .marker, spacing: 0) {
                Text("abc")
                AnyLayout(ZStackLayout()) { Text("x").alignmentGuide(.marker) { _ in 2 } }
            }
        }
        // The ZStack's marker guide is its subview's (2): "abc" (marker at 0) starts there.
        #expect(host.lines == ["  abc ", "x     "])
    }
}
