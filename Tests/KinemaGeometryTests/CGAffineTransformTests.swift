import Foundation
import KinemaGeometry
import Testing

@Suite struct CGAffineTransformTests {
    private static func isClose(_ a: CGPoint, _ b: CGPoint) -> Bool {
        abs(a.x - b.x) < 1e-12 && abs(a.y - b.y) < 1e-12
    }

    private static func isClose(_ a: CGRect, _ b: CGRect) -> Bool {
        isClose(a.origin, b.origin) && abs(a.size.width - b.size.width) < 1e-12
            && abs(a.size.height - b.size.height) < 1e-12
    }

    @Test("the identity changes nothing; CGAffineTransform() is all zeros, as in CoreGraphics")
    func identity() {
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) == .identity)
        #expect(!CGAffineTransform().isIdentity && CGAffineTransform().a == 0)
        #expect(CGPoint(x: 3, y: -2).applying(.identity) == CGPoint(x: 3, y: -2))
        #expect(Set([CGAffineTransform.identity, .identity, CGAffineTransform(scaleX: 2, y: 2)]).count == 2)
    }

    @Test("translation, scale and rotation move points by the documented matrix")
    func elementary() {
        #expect(CGPoint(x: 1, y: 2).applying(CGAffineTransform(translationX: 3, y: 4)) == CGPoint(x: 4, y: 6))
        #expect(CGPoint(x: 1, y: 1).applying(CGAffineTransform(scaleX: 2, y: 3)) == CGPoint(x: 2, y: 3))
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(Self.isClose(CGPoint(x: 1, y: 0).applying(quarter), CGPoint(x: 0, y: 1)))
        #expect(Self.isClose(CGPoint(x: 0, y: 1).applying(quarter), CGPoint(x: -1, y: 0)))
    }

    @Test("a.concatenating(b) applies a, then b")
    func concatenationOrder() {
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        let move = CGAffineTransform(translationX: 10, y: 0)
        let scaleThenMove = scale.concatenating(move)
        #expect(scaleThenMove == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 0))
        #expect(CGPoint(x: 1, y: 1).applying(scaleThenMove) == CGPoint(x: 12, y: 2))
        let moveThenScale = move.concatenating(scale)
        #expect(moveThenScale == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 20, ty: 0))
        #expect(CGPoint(x: 1, y: 1).applying(moveThenScale) == CGPoint(x: 22, y: 2))
    }

    @Test("translatedBy, scaledBy and rotated(by:) apply their operation before the transform")
    func prepending() {
        let scaled = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 1, y: 0)
        #expect(scaled == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 2, ty: 0))
        #expect(CGPoint.zero.applying(scaled) == CGPoint(x: 2, y: 0))
        let moved = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
        #expect(CGPoint(x: 1, y: 1).applying(moved) == CGPoint(x: 12, y: 2))
        let turned = CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)
        #expect(Self.isClose(CGPoint(x: 1, y: 0).applying(turned), CGPoint(x: 10, y: 1)))
    }

    @Test("inverted() undoes a transform")
    func inversion() {
        #expect(CGAffineTransform(translationX: 3, y: 4).inverted() == CGAffineTransform(translationX: -3, y: -4))
        #expect(CGAffineTransform(scaleX: 2, y: 4).inverted() == CGAffineTransform(scaleX: 0.5, y: 0.25))
        let t = CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 2, y: -3).translatedBy(x: 5, y: 7)
        #expect(t.isInvertible)
        let point = CGPoint(x: 1.5, y: -2)
        #expect(Self.isClose(point.applying(t).applying(t.inverted()), point))
    }

    @Test("a singular or non-finite transform inverts to itself, as CoreGraphics does")
    func singularInversion() {
        let flat = CGAffineTransform(scaleX: 0, y: 1).translatedBy(x: 2, y: 3)
        #expect(!flat.isInvertible)
        #expect(flat.inverted() == flat)
        let broken = CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        #expect(!broken.isInvertible)
        #expect(broken.inverted().d == 1 && broken.inverted().a.isNaN)
    }

    @Test("sizes use the linear part only; rectangles become the bounding box of their corners")
    func sizesAndRects() {
        let move = CGAffineTransform(translationX: 5, y: 5)
        #expect(CGSize(width: 2, height: 3).applying(move) == CGSize(width: 2, height: 3))
        #expect(CGSize(width: 2, height: 3).applying(CGAffineTransform(scaleX: -1, y: 2)) == CGSize(width: -2, height: 6))
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(Self.isClose(CGRect(x: 0, y: 0, width: 2, height: 1).applying(quarter), CGRect(x: -1, y: 0, width: 1, height: 2)))
        let mirrored = CGRect(x: 1, y: 0, width: 2, height: 1).applying(CGAffineTransform(scaleX: -1, y: 1))
        #expect(mirrored.isComponentwiseEqual(to: CGRect(x: -3, y: 0, width: 2, height: 1)))
        #expect(CGRect.null.applying(quarter).isNull)
    }
}
