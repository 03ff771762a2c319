import Foundation
import KinemaAnimation
import KinemaGeometry
import KinemaTestSupport
import Testing

@Suite struct VectorArithmeticTests {
    @Test("pairs add, subtract and scale component-wise")
    func pairArithmetic() {
        var pair = AnimatablePair(3.0, AnimatablePair(4.0, 12.0))
        #expect(pair.magnitudeSquared == 169)
        pair.scale(by: 2)
        #expect(pair == AnimatablePair(6.0, AnimatablePair(8.0, 24.0)))
        #expect(pair - pair == .zero)
        #expect(AnimatablePair(1.0, 2.0) + AnimatablePair(3.0, 4.0) == AnimatablePair(4.0, 6.0))
    }

    @Test("interpolated moves the given fraction of the way")
    func interpolation() {
        #expect(10.0.interpolated(towards: 20, amount: 0.25) == 12.5)
        let float: Float = 2
        #expect(float.scaled(by: 1.5) == 3)
        #expect(float.magnitudeSquared == 4)
    }

    @Test("empty data is inert")
    func emptyData() {
        var empty = EmptyAnimatableData()
        empty.scale(by: 10)
        #expect(empty + empty == .zero)
        #expect(empty.magnitudeSquared == 0)
    }

    @Test("geometry round-trips through its animatable data")
    func geometryRoundTrip() {
        var rect = Rect(x: 1, y: 2, width: 3, height: 4)
        #expect(rect.animatableData == AnimatablePair(AnimatablePair(1, 2), AnimatablePair(3, 4)))
        rect.animatableData = AnimatablePair(AnimatablePair(5, 6), AnimatablePair(7, 8))
        #expect(rect == Rect(x: 5, y: 6, width: 7, height: 8))
        var insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        insets.animatableData.scale(by: 2)
        #expect(insets == EdgeInsets(top: 2, leading: 4, bottom: 6, trailing: 8))
        var angle = Angle(degrees: 90)
        angle.animatableData *= 2
        #expect(isClose(angle.degrees, 180))
        var point = UnitPoint.center
        point.animatableData = AnimatablePair(0.25, 1)
        #expect(point == UnitPoint(x: 0.25, y: 1))
        var size = Size(width: 2, height: 3)
        size.animatableData += AnimatablePair(1, 1)
        #expect(size == Size(width: 3, height: 4))
        #expect(Point(x: 3, y: 4).animatableData.magnitudeSquared == 25)
    }

    @Test("CGFloat is a vector, and CGPoint, CGSize, CGRect animate through SwiftUI's AnimatableData shapes")
    func swiftUIDataShapes() {
        var length: CGFloat = 3
        length.scale(by: 0.5)
        #expect(length == 1.5 && length.magnitudeSquared == 2.25)
        #expect(CGFloat(10).interpolated(towards: 20, amount: 0.25) == 12.5)
        #expect(CGPoint.AnimatableData.self == AnimatablePair<CGFloat, CGFloat>.self)
        #expect(CGSize.AnimatableData.self == AnimatablePair<CGFloat, CGFloat>.self)
        #expect(
            CGRect.AnimatableData.self
                == AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>.self)
        #expect(UnitPoint.AnimatableData.self == AnimatablePair<CGFloat, CGFloat>.self)
        var value = AnimatedValue(CGPoint.zero)
        value.setModel(CGPoint(x: 10, y: -4), transaction: Transaction(animation: .linear(duration: 1)), at: 0)
        #expect(value.presentation(at: 0.5) == CGPoint(x: 5, y: -2))
    }
}

@Suite struct ColorVectorTests {
    @Test("sRGB components survive the round trip through linear × 128")
    func roundTrip() {
        let color = ColorVector(red: 0.2, green: 0.5, blue: 1, opacity: 0.75)
        #expect(isClose(color.opacity, 96))
        #expect(isClose(color.linearBlue, 128))
        let srgb = color.sRGB
        #expect(isClose(srgb.red, 0.2) && isClose(srgb.green, 0.5) && isClose(srgb.blue, 1))
        #expect(isClose(srgb.opacity, 0.75))
    }

    @Test("mid-grey in sRGB is about 21.4 % linear light")
    func linearLight() {
        #expect(isClose(ColorVector(red: 0.5, green: 0.5, blue: 0.5).linearRed / 128, 0.21404114, relative: 1e-6))
    }

    @Test("halfway between red and blue interpolates in linear light")
    func interpolation() {
        let middle = ColorVector(red: 1, green: 0, blue: 0).interpolated(
            towards: ColorVector(red: 0, green: 0, blue: 1), amount: 0.5)
        #expect(isClose(middle.sRGB.red, 0.735356983, relative: 1e-6))
        #expect(isClose(middle.sRGB.blue, 0.735356983, relative: 1e-6))
    }

    @Test("out-of-range and NaN components are clamped")
    func clamping() {
        let color = ColorVector(red: .nan, green: 2, blue: -1, opacity: .infinity)
        let srgb = color.sRGB
        #expect(srgb.red == 0 && isClose(srgb.green, 1) && srgb.blue == 0 && srgb.opacity == 1)
        var overshoot = ColorVector(red: 1, green: 1, blue: 1)
        overshoot.scale(by: 1.2)
        #expect(isClose(overshoot.sRGB.red, 1))
    }
}

@Suite struct AnimatableArrayTests {
    @Test("missing elements count as zero, so zero is an identity")
    func zeroPadding() {
        let a = AnimatableArray([1.0, 2.0, 3.0])
        let b = AnimatableArray([1.0, 1.0])
        #expect((a - b).elements == [0, 1, 3])
        #expect((a + b).elements == [2, 3, 3])
        #expect(AnimatableArray.zero + a == a)
        #expect(AnimatableArray<Double>.zero.elements.isEmpty)
        #expect(a.magnitudeSquared == 14)
        #expect(a.scaled(by: 2).elements == [2, 4, 6])
    }

    @Test("an array of equal length animates element-wise")
    func animates() {
        var value = AnimatedValue(AnimatableArray([0.0, 10.0]))
        value.setModel(AnimatableArray([10.0, 0.0]), transaction: Transaction(animation: .linear(duration: 1)), at: 0)
        #expect(value.presentation(at: 0.25).elements == [2.5, 7.5])
        value.setModel(AnimatableArray([10.0, 0.0, 8.0]), transaction: Transaction(animation: .linear(duration: 1)), at: 1)
        #expect(value.presentation(at: 1.5).elements == [10, 0, 4])
    }
}
