import KinemaGeometry
import KinemaRender
import Testing

@testable import KinemaUI

/// Places subviews left to right, each one row lower: a minimal custom layout.
private struct StaircaseLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return Size(width: sizes.map(\.width).reduce(0, +), height: sizes.map(\.height).reduce(0, +))
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var point = bounds.origin
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            subview.place(at: point, proposal: .unspecified)
            point = Point(x: point.x + size.width, y: point.y + size.height)
        }
    }
}

@MainActor
@Suite("Layout")
struct LayoutTests {
    @Test("an HStack with a Spacer pushes its last view to the trailing edge")
    func spacerInHStack() {
        let host = HeadlessHost(width: 12, height: 1) {
            HStack {
                Text("ab"); Spacer(); Text("cd")
            }
        }
        #expect(host.lines == ["ab        cd"])
    }

    @Test("a VStack aligns leading and spaces rows")
    func vstackAlignment() {
        let host = HeadlessHost(width: 6, height: 3) {
            VStack(alignment: .leading, spacing: 1) {
                Text("abc"); Text("d")
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
        #expect(host.lines == ["abc   ", "      ", "d     "])
    }

    @Test("padding and a border surround the content")
    func paddingAndBorder() {
        let host = HeadlessHost(width: 8, height: 5) {
            Text("hi").padding(.horizontal, 1).border(style: .single)
        }
        #expect(host.lines == ["        ", " ┌────┐ ", " │ hi │ ", " └────┘ ", "        "])
    }

    @Test("a fixed frame aligns its content and a ZStack overlays")
    func frameAndZStack() {
        let host = HeadlessHost(width: 5, height: 3) {
            ZStack(alignment: .bottomTrailing) {
                Text("·····\n·····\n·····")
                Text("X")
            }
        }
        #expect(host.lines == ["·····", "·····", "····X"])
    }

    @Test("text wraps at word boundaries to the width it is offered")
    func textWraps() {
        let host = HeadlessHost(width: 7, height: 3) {
            Text("one two three").frame(width: 7, alignment: .leading)
        }
        #expect(host.lines == ["one two", "three  ", "       "])
    }

    @Test("layout priority offers space to the higher priority first")
    func layoutPriority() {
        let host = HeadlessHost(width: 9, height: 2) {
            HStack(spacing: 1) {
                Text("aaaa bbbb")
                Text("cccc dddd").layoutPriority(1)
            }
        }
        #expect(host.lines == ["aaaa cccc", "bbbb dddd"])
        let wide = HeadlessHost(width: 14, height: 2) {
            HStack(spacing: 1) {
                Text("aaaa bbbb")
                Text("cccc dddd").layoutPriority(1)
            }
        }
        #expect(wide.lines == ["aaaa cccc dddd", "bbbb          "])
    }

    @Test("fixedSize keeps the ideal size even when less is offered")
    func fixedSize() {
        let host = HeadlessHost(width: 4, height: 1) {
            Text("abcdef").fixedSize()
        }
        #expect(host.lines == ["bcde"] || host.lines == ["abcd"])
    }

    @Test("GeometryReader builds its content from the size it gets")
    func geometryReader() {
        let host = HeadlessHost(width: 10, height: 2) {
            GeometryReader { proxy in Text("\(Int(proxy.size.width))x\(Int(proxy.size.height))") }
        }
        #expect(host.lines == ["10x2      ", "          "])
    }

    @Test("a custom Layout places its subviews")
    func customLayout() {
        let host = HeadlessHost(width: 4, height: 2) {
            StaircaseLayout {
                Text("ab"); Text("cd")
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
        #expect(host.lines == ["ab  ", "  cd"])
    }

    @Test("a Divider spans the stack across its axis")
    func divider() {
        let host = HeadlessHost(width: 3, height: 3) {
            VStack {
                Text("a"); Divider(); Text("b")
            }
        }
        #expect(host.lines == [" a ", "───", " b "])
    }

    @Test("layout-assigned positions animate when an animated change reorders views")
    func positionsAnimate() throws {
        let model = RowsModel()
        let host = HeadlessHost(width: 9, height: 1) {
            HStack(spacing: 1) { ForEach(model.ids, id: \.self) { Text("\($0)") } }
        }
        #expect(host.lines == ["  1 2 3  "])
        withAnimation(.linear(duration: 1)) { model.ids = [3, 2, 1] }
        host.advance(by: 0.5)
        #expect(try #require(frame(of: "3", in: host)).minX == 4)
        #expect(try #require(frame(of: "1", in: host)).minX == 4)
        host.advance(by: 0.5)
        #expect(host.lines == ["  3 2 1  "])
    }
}
