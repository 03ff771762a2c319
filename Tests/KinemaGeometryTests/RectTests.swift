import Foundation
import KinemaGeometry
import Testing

@Suite struct RectTests {
    @Test("edges and centre follow origin and size")
    func edges() {
        let rect = Rect(x: 2, y: 3, width: 10, height: 4)
        #expect([rect.minX, rect.midX, rect.maxX] == [2, 7, 12])
        #expect([rect.minY, rect.midY, rect.maxY] == [3, 5, 7])
    }

    @Test("Point, Size and Rect are Foundation's CGPoint, CGSize and CGRect")
    func aliases() {
        let rect: CGRect = Rect(origin: Point(x: 1, y: 2), size: Size(width: 3, height: 4))
        let point: CGPoint = rect.origin
        let size: CGSize = rect.size
        let width: CGFloat = size.width
        let double: Double = width
        #expect(point == CGPoint(x: 1, y: 2) && double == 3)
    }

    @Test("contains treats the trailing and bottom edges as exclusive")
    func containsIsHalfOpen() {
        let rect = Rect(x: 0, y: 0, width: 2, height: 2)
        #expect(rect.contains(Point(x: 0, y: 0)))
        #expect(rect.contains(Point(x: 1.99, y: 1.5)))
        #expect(!rect.contains(Point(x: 2, y: 1)))
        #expect(!rect.contains(Point(x: 1, y: 2)))
    }

    @Test("clipped(to:) is the overlap, and a finite empty rectangle at the nearer corner when disjoint")
    func clipping() {
        let a = Rect(x: 0, y: 0, width: 4, height: 4)
        let b = Rect(x: 2, y: 1, width: 4, height: 1)
        #expect(a.clipped(to: b) == Rect(x: 2, y: 1, width: 2, height: 1))
        let missed = a.clipped(to: Rect(x: 10, y: 10, width: 1, height: 1))
        #expect(missed.isComponentwiseEqual(to: Rect(x: 10, y: 10, width: 0, height: 0)))
        #expect(missed.size.isEmpty && missed.origin.x.isFinite && !missed.isNull)
        // CoreGraphics' own intersection of the same rectangles is the null rectangle.
        #expect(a.intersection(Rect(x: 10, y: 10, width: 1, height: 1)).isNull)
    }

    @Test("clipped(to:) reads stored edges: a negative size clips to nothing, never to its mirror")
    func clippingNegativeSize() {
        let flipped = Rect(x: 4, y: 0, width: -4, height: 4)
        let clip = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(flipped.clipped(to: clip).size.isEmpty)
        #expect(flipped.intersection(clip) == Rect(x: 0, y: 0, width: 4, height: 4))
    }

    @Test("unionSkippingEmpty ignores operands without area; CoreGraphics' union does not")
    func unions() {
        let b = Rect(x: 2, y: 1, width: 4, height: 1)
        let a = Rect(x: 0, y: 0, width: 4, height: 4)
        #expect(a.unionSkippingEmpty(b) == Rect(x: 0, y: 0, width: 6, height: 4))
        #expect(Rect.zero.unionSkippingEmpty(b).isComponentwiseEqual(to: b))
        #expect(b.unionSkippingEmpty(Rect(x: 50, y: 50, width: -1, height: 3)).isComponentwiseEqual(to: b))
        #expect(Rect.zero.union(b) == Rect(x: 0, y: 0, width: 6, height: 2))
    }

    @Test("isEmpty differs: size.isEmpty counts negative sizes, CGRect.isEmpty only zero ones")
    func emptiness() {
        let negative = Rect(x: 0, y: 0, width: -2, height: 3)
        #expect(negative.size.isEmpty)
        #expect(!negative.isEmpty)
        #expect(Rect(x: 0, y: 0, width: 0, height: 3).size.isEmpty)
        #expect(!Size(width: 1, height: 1).isEmpty)
        #expect(!Size(width: CGFloat.nan, height: 1).isEmpty)
    }

    @Test("isComponentwiseEqual compares stored components; == compares standardised rectangles")
    func equality() {
        let flipped = Rect(x: 4, y: 0, width: -4, height: 1)
        let upright = Rect(x: 0, y: 0, width: 4, height: 1)
        #expect(flipped == upright)
        #expect(!flipped.isComponentwiseEqual(to: upright))
        #expect(upright.isComponentwiseEqual(to: Rect(x: 0, y: 0, width: 4, height: 1)))
        #expect(!Rect(x: CGFloat.nan, y: 0, width: 1, height: 1).isComponentwiseEqual(to: Rect(x: CGFloat.nan, y: 0, width: 1, height: 1)))
    }

    @Test("movedBy keeps a negative size and its origin; offsetBy standardises first")
    func moving() {
        let flipped = Rect(x: 4, y: 0, width: -4, height: 1)
        #expect(flipped.movedBy(dx: 1, dy: 2).isComponentwiseEqual(to: Rect(x: 5, y: 2, width: -4, height: 1)))
        #expect(flipped.offsetBy(dx: 1, dy: 2).isComponentwiseEqual(to: Rect(x: 1, y: 2, width: 4, height: 1)))
        #expect(Point(x: 1, y: 1).offsetBy(dx: 2, dy: -1) == Point(x: 3, y: 0))
        #expect(Point(x: 1, y: 1).offset(by: Size(width: 2, height: 3)) == Point(x: 3, y: 4))
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
        #expect(rect.point(at: UnitPoint(x: CGFloat(0.25), y: 0)) == Point(x: 12, y: 20))
        #expect(UnitPoint() == .topLeading)
    }
}
