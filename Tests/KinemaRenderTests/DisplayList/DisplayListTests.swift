import KinemaGeometry
import KinemaRender
import Testing

@Suite struct DisplayListTests {
    func text(_ id: DisplayItem.ID, z: Double = 0) -> DisplayItem {
        DisplayItem(id: id, kind: .text("x", .plain), frame: Rect(x: 1, y: 1, width: 1, height: 1), zIndex: z)
    }

    @Test("drawing order is by zIndex, ties in list order, NaN as zero")
    func drawingOrder() {
        let list = DisplayList([text(1, z: 2), text(2), text(3, z: .nan), text(4, z: -1)])
        #expect(list.drawingOrder == [3, 1, 2, 0])
        #expect(DisplayList([text(1), text(2)]).drawingOrder == [0, 1])
    }

    @Test("offsetting moves frames and clips")
    func offset() {
        var item = text(1)
        item.clip = Rect(x: 0, y: 0, width: 2, height: 2)
        let moved = DisplayList([item]).offsetBy(dx: 3, dy: -1).items[0]
        #expect(moved.frame.origin == Point(x: 4, y: 0))
        #expect(moved.clip == Rect(x: 3, y: -1, width: 2, height: 2))
    }

    @Test("a frame with a negative size keeps its stored origin when offset, and differs from its mirror")
    func negativeSizes() {
        var flipped = text(1)
        flipped.frame = Rect(x: 4, y: 1, width: -2, height: 1)
        var mirror = flipped
        mirror.frame = Rect(x: 2, y: 1, width: 2, height: 1)
        // CGRect's `==` calls these frames equal; text is drawn from the origin, so the items differ.
        #expect(flipped != mirror)
        #expect(DisplayList([flipped]) != DisplayList([mirror]))
        let moved = DisplayList([flipped]).offsetBy(dx: 1, dy: 0).items[0]
        #expect(moved.frame.isComponentwiseEqual(to: Rect(x: 5, y: 1, width: -2, height: 1)))
    }

    @Test("a clip that misses the item leaves a finite, empty clip, never CGRect.null")
    func missedClip() {
        var item = text(1)
        item.clip = Rect(x: 0, y: 0, width: 2, height: 2)
        let clip = DisplayList([item]).clipped(to: Rect(x: 10, y: 10, width: 2, height: 2)).items[0].clip
        #expect(clip.map { $0.origin.x.isFinite && $0.origin.y.isFinite && $0.size.isEmpty } == true)
    }

    @Test("clipping intersects with an existing clip")
    func clipping() {
        var item = text(1)
        item.clip = Rect(x: 0, y: 0, width: 4, height: 4)
        let list = DisplayList([item, text(2)]).clipped(to: Rect(x: 2, y: 2, width: 10, height: 10))
        #expect(list.items[0].clip == Rect(x: 2, y: 2, width: 2, height: 2))
        #expect(list.items[1].clip == Rect(x: 2, y: 2, width: 10, height: 10))
    }

    @Test("opacity multiplies and is clamped; NaN counts as opaque")
    func opacity() {
        var item = text(1)
        item.opacity = 0.5
        #expect(DisplayList([item]).multiplyingOpacity(by: 0.5).items[0].opacity == 0.25)
        item.opacity = .nan
        #expect(item.effectiveOpacity == 1)
        item.opacity = 7
        #expect(item.effectiveOpacity == 1)
    }

    @Test("appending lists keeps their order")
    func appending() {
        var list = DisplayList([text(1)])
        list.append(contentsOf: DisplayList([text(2), text(3)]))
        list.append(text(4))
        #expect(list.items.map(\.id) == [1, 2, 3, 4])
        list.checkInvariants()
    }
}
