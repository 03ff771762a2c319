import Foundation
import KinemaGeometry
import KinemaRender
import Testing

@Suite struct GradientTests {
    @Test("colours interpolate between the stops around a location, and hold beyond the ends")
    func interpolation() {
        let gradient = Gradient(colors: [.black, .white])
        #expect(gradient.color(at: 0.5) == .rgb(red: 128, green: 128, blue: 128))
        #expect(gradient.color(at: -1) == .black && gradient.color(at: 2) == .white)
        #expect(gradient.stops.map(\.location) == [0, 1])
    }

    @Test("unsorted stops are ordered by location; equal locations make a hard edge in list order")
    func ordering() {
        let gradient = Gradient(stops: [
            .init(color: .white, location: 1), .init(color: .red, location: 0.5), .init(color: .blue, location: 0.5),
            .init(color: .black, location: 0),
        ])
        // Just below 0.5 the colour approaches the first stop at 0.5 (red), just above it leaves
        // the last (blue).
        #expect(gradient.color(at: 0.49).rgb!.red > 240)
        #expect(gradient.color(at: 0.5) == .blue)
        #expect(gradient.color(at: 0.51).rgb!.blue > 200)
    }

    @Test("a clear stop fades a colour out without darkening it (premultiplied)")
    func premultiplied() {
        let fade = Gradient(colors: [.white, .clear]).color(at: 0.5)
        #expect(fade.opaque == .white)
        #expect(abs(fade.opacity - 0.5) < 0.01)
        #expect(Gradient(stops: []).color(at: 0.5) == .clear)
    }

    @Test("gradient paints resolve unit points against a rectangle")
    func resolving() {
        let rect = CGRect(x: 10, y: 0, width: 20, height: 10)
        let paint = Paint.linearGradient(Gradient(colors: [.red]), startPoint: .leading, endPoint: .trailing, in: rect)
        #expect(paint == .linearGradient(Gradient(colors: [.red]), startPoint: CGPoint(x: 10, y: 5), endPoint: CGPoint(x: 30, y: 5)))
    }
}

@Suite struct ColorMatrixTests {
    @Test("SwiftUI's colour effects as matrices")
    func effects() {
        let grey = Color.rgb(red: 128, green: 128, blue: 128)
        #expect(ColorMatrix.brightness(0.5).apply(to: .black) == .rgb(red: 128, green: 128, blue: 128))
        #expect(ColorMatrix.contrast(0).apply(to: .red) == .rgb(red: 128, green: 128, blue: 128))
        #expect(ColorMatrix.colorInvert.apply(to: .white) == .black)
        #expect(ColorMatrix.saturation(1).apply(to: .orange) == .orange)
        #expect(ColorMatrix.grayscale(1).apply(to: grey) == grey)
        let luminance = ColorMatrix.grayscale(1).apply(to: .rgb(red: 255, green: 0, blue: 0))
        #expect(luminance == .rgb(red: 54, green: 54, blue: 54))
        #expect(ColorMatrix.hueRotation(.degrees(360)).apply(to: .purple) == .purple)
        #expect(ColorMatrix.colorMultiply(.red.opacity(0.5)).apply(to: .white).opacity < 0.51)
        #expect(ColorMatrix.brightness(0.3).apply(to: .default) == .default)
    }

    @Test("filters compose in order, without clamping between them")
    func composition() {
        let both = ColorMatrix.brightness(0.8).concatenating(.colorMultiply(.rgb(red: 128, green: 128, blue: 128)))
        // 1 + 0.8 = 1.8 in extended range, times ½ = 0.9.
        #expect(both.apply(to: .white) == .rgb(red: 230, green: 230, blue: 230))
        #expect(ColorMatrix.identity.concatenating(.colorInvert) == .colorInvert)
    }
}
