import Foundation
import KinemaGeometry

extension Rasterizer {
    /// What paints a shape's dots, prepared once per item: a solid colour, or a gradient sampled
    /// into the scratch table with the inverse transform that finds a dot's place on it.
    struct Shading {
        var paint: Paint
        /// The item's opacity.
        var opacity: Float
        /// The solid colour (red, green, blue in 0…255; fourth lane 0 known, 2 the terminal's
        /// default foreground) and its opacity, for a ``Paint/color(_:)``.
        var color: SIMD4<Float>
        var colorOpacity: Float
        var isGradient: Bool
        /// Whether the paint is translucent anywhere (the item's opacity, the colour's, or a
        /// gradient stop's): only then does a default background beneath blend as
        /// ``Rasterizer/terminalBackground``.
        var isTranslucent = false
        /// Device pixels back to the path's coordinates (gradients only).
        var fromDevice: ProjectionTransform
        var canLocate: Bool
        /// ``fromDevice`` as six affine coefficients, when it is affine (the usual case), so a
        /// dot is located without a division.
        var isAffine: Bool
        var a = 0.0, b = 0.0, c = 0.0, d = 0.0, tx = 0.0, ty = 0.0
        /// The gradient's geometry, unpacked from the paint once per item.
        var geometry = GradientGeometry.none
    }

    /// A gradient's geometry as plain numbers, so locating a dot does not switch over ``Paint``.
    enum GradientGeometry {
        case none
        /// Location = x · dx + y · dy + offset (direction pre-divided by the squared length).
        case linear(dx: Double, dy: Double, offset: Double)
        /// Location = (distance from the centre − start) · scale, scaled per axis for ellipses.
        case radial(cx: Double, cy: Double, sx: Double, sy: Double, start: Double, scale: Double, isStep: Bool)
        case angular(cx: Double, cy: Double, start: Double, end: Double)
    }

    /// The geometry of `paint`'s gradient.
    static func geometry(of paint: Paint) -> GradientGeometry {
        switch paint {
        case .color:
            return .none
        case .linearGradient(_, let start, let end):
            let (dx, dy) = (Double(end.x - start.x), Double(end.y - start.y))
            let lengthSquared = dx * dx + dy * dy
            guard lengthSquared > 0, lengthSquared.isFinite else { return .linear(dx: 0, dy: 0, offset: 0) }
            let (ux, uy) = (dx / lengthSquared, dy / lengthSquared)
            return .linear(dx: ux, dy: uy, offset: -(Double(start.x) * ux + Double(start.y) * uy))
        case .radialGradient(_, let center, let startRadius, let endRadius):
            let (r0, r1) = (Double(startRadius), Double(endRadius))
            return .radial(
                cx: Double(center.x), cy: Double(center.y), sx: 1, sy: 1, start: r0,
                scale: r1 != r0 ? 1 / (r1 - r0) : 1, isStep: r1 == r0)
        case .ellipticalGradient(_, let center, let size, let startFraction, let endFraction):
            let (w, h) = (Double(size.width), Double(size.height))
            guard w > 0, h > 0 else { return .linear(dx: 0, dy: 0, offset: 1) }
            let (f0, f1) = (Double(startFraction), Double(endFraction))
            return .radial(
                cx: Double(center.x), cy: Double(center.y), sx: 1 / w, sy: 1 / h, start: f0,
                scale: f1 != f0 ? 1 / (f1 - f0) : 1, isStep: f1 == f0)
        case .angularGradient(_, let center, let startAngle, let endAngle):
            return .angular(cx: Double(center.x), cy: Double(center.y), start: startAngle.radians, end: endAngle.radians)
        }
    }

    /// The fourth lane of a sample colour: a known sRGB colour.
    static let knownColor: Float = 0
    /// The fourth lane: the terminal's default background (unknown, cannot be blended).
    static let defaultBackground: Float = 1
    /// The fourth lane: the terminal's default foreground.
    static let defaultForeground: Float = 2

    /// A colour as a sample colour, `unknown` naming which default it stands for.
    static func sample(_ color: Color, unknown: Float) -> SIMD4<Float> {
        guard let rgb = color.rgb else { return SIMD4(0, 0, 0, unknown) }
        return SIMD4(Float(rgb.red), Float(rgb.green), Float(rgb.blue), knownColor)
    }

    /// Prepares `paint`, seen through `filter`, for painting.
    mutating func prepareShading(
        _ paint: Paint, filter: ColorMatrix, toDevice: ProjectionTransform, opacity: Double
    ) -> Shading {
        var shading = Shading(
            paint: paint, opacity: Float(opacity), color: SIMD4(0, 0, 0, Rasterizer.defaultForeground), colorOpacity: 1,
            isGradient: false, fromDevice: ProjectionTransform(), canLocate: false, isAffine: false)
        switch paint {
        case .color(let unfiltered):
            let color = filter.apply(to: unfiltered)
            shading.color = Rasterizer.sample(color, unknown: Rasterizer.defaultForeground)
            shading.colorOpacity = Float(color.opacity)
            shading.isTranslucent = opacity < 1 || color.opacity < 1
        default:
            shading.isGradient = true
            shading.fromDevice = toDevice
            shading.canLocate = shading.fromDevice.invert()
            let inverse = shading.fromDevice
            shading.isAffine = inverse.isAffine
            (shading.a, shading.b, shading.c, shading.d, shading.tx, shading.ty) = (
                Double(inverse.m11), Double(inverse.m12), Double(inverse.m21), Double(inverse.m22), Double(inverse.m31),
                Double(inverse.m32)
            )
            shading.geometry = Rasterizer.geometry(of: paint)
            shading.isTranslucent =
                opacity < 1 || (paint.gradient?.stops.contains { filter.apply(to: $0.color).opacity < 1 } ?? false)
            sampleGradient(paint.gradient ?? Gradient(stops: []), filter: filter, opacity: Float(opacity))
        }
        return shading
    }

    /// The number of entries in a sampled gradient.
    static let gradientSamples = 256

    /// Fills the scratch gradient table: `gradientSamples` colours from location 0 to 1.
    private mutating func sampleGradient(_ gradient: Gradient, filter: ColorMatrix, opacity: Float) {
        let count = Rasterizer.gradientSamples
        if scratch.gradientColors.count < count {
            scratch.gradientColors = Array(repeating: SIMD4(0, 0, 0, 0), count: count)
            scratch.gradientOpacity = Array(repeating: 0, count: count)
            scratch.gradientCells = Array(repeating: .blank, count: count)
        }
        for index in 0..<count {
            let color = filter.apply(to: gradient.color(at: Double(index) / Double(count - 1)))
            let sample = Rasterizer.sample(color, unknown: Rasterizer.defaultForeground)
            scratch.gradientColors[index] = sample
            scratch.gradientOpacity[index] = Float(color.opacity)
            // A covered cell of an opaque sample is the same cell wherever it is.
            scratch.gradientCells[index] = fullCell(sample)
        }
    }

    /// The gradient sample index for device pixel centre (`x`, `y`).
    @inline(__always)
    func sampleIndex(_ shading: Shading, x: Double, y: Double) -> Int {
        var location = 0.0
        if shading.canLocate {
            let (px, py): (Double, Double)
            if shading.isAffine {
                (px, py) = (shading.a * x + shading.c * y + shading.tx, shading.b * x + shading.d * y + shading.ty)
            } else {
                (px, py) = shading.fromDevice.map(x, y)
            }
            location = Rasterizer.location(shading.geometry, px, py)
        }
        let clamped = location.isNaN ? 0 : min(max(location, 0), 1)
        return Int(clamped * Double(Rasterizer.gradientSamples - 1) + 0.5)
    }

    /// The paint's colour and opacity at device pixel centre (`x`, `y`).
    @inline(__always)
    func shade(_ shading: Shading, x: Double, y: Double) -> (color: SIMD4<Float>, opacity: Float) {
        guard shading.isGradient else { return (shading.color, shading.colorOpacity) }
        let index = sampleIndex(shading, x: x, y: y)
        return (scratch.gradientColors[index], scratch.gradientOpacity[index])
    }

    /// The gradient location at path point (`x`, `y`) (unclamped; the gradient clamps). Matches
    /// ``Paint``'s documented geometry.
    @inline(__always)
    static func location(_ geometry: GradientGeometry, _ x: Double, _ y: Double) -> Double {
        switch geometry {
        case .none:
            return 0
        case .linear(let dx, let dy, let offset):
            return x * dx + y * dy + offset
        case .radial(let cx, let cy, let sx, let sy, let start, let scale, let isStep):
            let (ex, ey) = ((x - cx) * sx, (y - cy) * sy)
            let distance = (ex * ex + ey * ey).squareRoot()
            return isStep ? (distance < start ? 0 : 1) : (distance - start) * scale
        case .angular(let cx, let cy, let start, let end):
            return Paint.angularLocation(atan2(y - cy, x - cx), start: start, end: end)
        }
    }
}
