import KinemaGeometry
import Testing

@Suite struct RectTests {
    @Test("edges and centre follow origin and size")
    func edges() {
        let rect = Rect(x: 2, y: 3, width: 10, height: 4)
        #expect([rect.minX, rect.midX, rect.maxX] == [2, 7, 12])
        #expect([rect.minY, rect.midY, rect.maxY] == [3, 5, 7])
    }

    @Test("contains treats the trailing and bottom edges as exclusive")
    func containsIsHalfOpen() {
        let rect = Rect(x: 0, y: 0, width: 2, height: 2)
        #expect(rect.contains(Point(x: 0, y: 0)))
        #expect(rect.contains(Point(x: 1.99, y: 1.5)))
        #expect(!rect.contains(Point(x: 2, y: 1)))
        #expect(!rect.contains(Point(x: 1, y: 2)))
    }

    @Test("intersection of disjoint rectangles is empty; union spans both")
    func intersectionAndUnion() {
        let a = Rect(x: 0, y: 0, width: 4, height: 4)
        let b = Rect(x: 2, y: 1, width: 4, height: 1)
        #expect(a.intersection(b) == Rect(x: 2, y: 1, width: 2, height: 1))
        #expect(a.intersection(Rect(x: 10, y: 10, width: 1, height: 1)).isEmpty)
        #expect(a.union(b) == Rect(x: 0, y: 0, width: 6, height: 4))
        #expect(Rect.zero.union(b) == b)
    }

    @Test("insets shrink each edge and never produce a negative size")
    func insets() {
        let rect = Rect(x: 0, y: 0, width: 10, height: 5)
        #expect(rect.inset(by: EdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 3))
            == Rect(x: 2, y: 1, width: 5, height: 3))
        #expect(rect.inset(by: EdgeInsets(all: 8)).size == Size(width: 0, height: 0))
    }

    @Test("unit points map into the rectangle")
    func unitPoints() {
        let rect = Rect(x: 10, y: 20, width: 8, height: 4)
        #expect(rect.point(at: .center) == Point(x: 14, y: 22))
        #expect(rect.point(at: .bottomTrailing) == Point(x: 18, y: 24))
    }

    @Test("degrees and radians convert both ways")
    func angles() {
        #expect(abs(Angle.degrees(180).radians - .pi) < 1e-12)
        var angle = Angle.radians(.pi / 2)
        #expect(abs(angle.degrees - 90) < 1e-12)
        angle.degrees = 45
        #expect(abs(angle.radians - .pi / 4) < 1e-12)
    }
}
