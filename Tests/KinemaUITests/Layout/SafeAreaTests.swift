import Foundation
import Observation
import KinemaGeometry
import KinemaRender
import Testing

@testable import KinemaUI

@MainActor
@Suite("Safe area")
struct SafeAreaTests {
    /// The frame the content of the `index`th `.ignoresSafeArea()` in `host` was placed in.
    private func extendedFrame(in host: HeadlessHost, _ index: Int = 0) throws -> Rect {
        let node = try #require(nodes(IgnoresSafeAreaNode.self, in: host)[index].content as? UnaryNode)
        return try #require(node.modelFrame)
    }

    @Test("safeAreaInset places the inset at the bottom edge and lays the view out above it")
    func bottomInset() {
        let host = HeadlessHost(width: 10, height: 4) {
            Text("body").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
                .safeAreaInset(edge: .bottom) { Text("bar") }
        }
        #expect(host.lines == ["   body   ", "          ", "          ", "   bar    "])
    }

    @Test("a top inset with spacing and a leading alignment; a trailing inset takes its width")
    func topAndTrailingInsets() {
        let host = HeadlessHost(width: 10, height: 4) {
            Text("body").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                .safeAreaInset(edge: .top, alignment: .leading, spacing: 1) { Text("T") }
                .safeAreaInset(edge: .trailing, alignment: .bottom) { Text("R") }
        }
        #expect(host.lines == ["T         ", "          ", "body      ", "         R"])
    }

    @Test("a view that ignores the safe area extends under the inset; others stay inside")
    func ignoringExtendsUnderInset() throws {
        let host = HeadlessHost(width: 12, height: 6) {
            Color.blue.ignoresSafeArea()
                .safeAreaInset(edge: .top) { Text("top").frame(height: 2) }
                .safeAreaInset(edge: .bottom) { Text("bottom") }
        }
        #expect(try extendedFrame(in: host) == Rect(x: 0, y: 0, width: 12, height: 6))
        let plain = HeadlessHost(width: 12, height: 6) {
            Color.blue.ignoresSafeArea(edges: .bottom)
                .safeAreaInset(edge: .top) { Text("top").frame(height: 2) }
                .safeAreaInset(edge: .bottom) { Text("bottom") }
        }
        #expect(try extendedFrame(in: plain) == Rect(x: 0, y: 2, width: 12, height: 4))
        // The insets are drawn over the colour.
        #expect(host.lines[0].contains("top") && host.lines[5].contains("bottom"))
    }

    @Test("ignoring only the keyboard region changes nothing: a terminal has no keyboard inset")
    func keyboardRegionIsEmpty() throws {
        let host = HeadlessHost(width: 8, height: 4) {
            Color.blue.ignoresSafeArea(.keyboard).safeAreaInset(edge: .top) { Text("bar") }
        }
        #expect(try extendedFrame(in: host) == Rect(x: 0, y: 1, width: 8, height: 3))
    }

    @Test("only the edges the view reaches extend: a view at the top of a stack keeps its bottom")
    func onlyTouchingEdgesExtend() throws {
        let host = HeadlessHost(width: 8, height: 6) {
            VStack(spacing: 0) {
                Color.red.frame(height: 2).ignoresSafeArea()
                Text("rest").frame(maxHeight: .infinity)
            }
            .safeAreaInset(edge: .top) { Text("bar") }
            .safeAreaInset(edge: .bottom) { Text("end") }
        }
        #expect(try extendedFrame(in: host) == Rect(x: 0, y: 0, width: 8, height: 3))
    }

    @Test("safeAreaPadding lays content out like padding; ignoring content reaches through it")
    func safeAreaPadding() throws {
        let padded = HeadlessHost(width: 8, height: 3) {
            Text("x").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                .safeAreaPadding(.horizontal, 2)
        }
        #expect(padded.lines == ["  x     ", "        ", "        "])
        let host = HeadlessHost(width: 8, height: 6) {
            Color.blue.ignoresSafeArea()
                .safeAreaPadding(1)
                .safeAreaInset(edge: .bottom) { Text("bar") }
        }
        #expect(try extendedFrame(in: host) == Rect(x: 0, y: 0, width: 8, height: 6))
    }

    @Test("a NavigationStack's bar is a safe-area inset: a backdrop that ignores it reaches row 0")
    func navigationBarIsSafeArea() throws {
        let host = HeadlessHost(width: 20, height: 8) {
            NavigationStack {
                ZStack {
                    Color.blue.ignoresSafeArea()
                    Text("content")
                }
                .navigationTitle("Title")
            }
        }
        #expect(try extendedFrame(in: host) == Rect(x: 0, y: 0, width: 20, height: 8))
        #expect(host.lines[0].contains("Title"))
        #expect(host.lines.contains { $0.contains("content") })
    }

    @Test("a NavigationStack's screen lays its content out under its bar, as before")
    func navigationContentBelowBar() {
        let host = HeadlessHost(width: 12, height: 5) {
            NavigationStack {
                Text("first").navigationTitle("T")
            }
        }
        #expect(host.lines[0] == "     T      ")
        #expect(host.lines[1] == String(repeating: "─", count: 12))
        #expect(host.lines[2] == "first       ")
    }

    @Test("a scroll view under a bottom inset ends above it: its last row is reachable")
    func scrollViewAboveInset() {
        let host = HeadlessHost(width: 10, height: 4) {
            ScrollView {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(0..<10, id: \.self) { Text("row \($0)") }
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            }
            .safeAreaInset(edge: .bottom) { Text("bar") }
        }
        for _ in 0..<10 { host.press(.downArrow) }
        host.advance(by: 2)
        #expect(host.lines == ["row 7     ", "row 8     ", "row 9     ", "   bar    "])
    }

    @Test("an inset that grows places the ignoring view again, in the same update")
    func insetChangesReplace() throws {
        let model = InsetModel()
        let host = HeadlessHost(width: 8, height: 6) {
            Color.blue.frame(height: 2).ignoresSafeArea()
                .frame(maxHeight: .infinity, alignment: .top)
                .safeAreaInset(edge: .top) { Text("bar").frame(height: model.barHeight) }
        }
        #expect(try extendedFrame(in: host) == Rect(x: 0, y: 0, width: 8, height: 3))
        model.barHeight = 3
        host.advance(by: 0)
        #expect(try extendedFrame(in: host) == Rect(x: 0, y: 0, width: 8, height: 5))
    }

    @Test("NaN and infinite insets and spacing are bounded, never a crash")
    func badValues() {
        let host = HeadlessHost(width: 8, height: 3) {
            Text("x").safeAreaPadding(.nan).safeAreaInset(edge: .top, spacing: .infinity) { Text("b") }
                .safeAreaPadding(EdgeInsets(top: -3, leading: .nan, bottom: .infinity, trailing: 0))
        }
        #expect(host.lines.count == 3)
    }
}

@Observable @MainActor
private final class InsetModel {
    var barHeight: CGFloat = 1
}
