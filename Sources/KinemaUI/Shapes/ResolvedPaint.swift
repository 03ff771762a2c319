import Foundation
import KinemaAnimation
import KinemaGeometry
import KinemaRender

/// A shape style resolved for one environment, with its geometry still in unit terms (unit points,
/// fractions, angles; radii in square units), so it can animate and be placed in any shape's
/// bounds later (``paint(in:)``).
///
/// Its ``animatableData`` holds every stop's colour (linear RGB, as colours animate) and every
/// number, so a gradient's stops and geometry interpolate when the next value has the same kind
/// and number of stops; anything else changes at once (see ``PaintSlot``).
struct ResolvedPaint: Equatable, Animatable {
    enum Kind: Equatable {
        case color
        /// geometry: start x, y, end x, y (unit points).
        case linear
        /// geometry: centre x, y (unit point), start and end radius (square units).
        case radial
        /// geometry: centre x, y (unit point), start and end radius fraction.
        case elliptical
        /// geometry: centre x, y (unit point), start and end angle (radians).
        case angular
    }

    var kind: Kind
    /// One stop for a colour.
    var stops: [Gradient.Stop]
    var geometry: SIMD4<Double> = .zero

    static func color(_ color: Color) -> ResolvedPaint {
        ResolvedPaint(kind: .color, stops: [Gradient.Stop(color: color, location: 0)])
    }

    /// Every colour's opacity multiplied by `factor`.
    func fading(by factor: Double) -> ResolvedPaint {
        guard factor != 1 else { return self }
        var result = self
        for index in result.stops.indices {
            result.stops[index].color = result.stops[index].color.opacity(factor)
        }
        return result
    }

    /// One colour standing for the whole paint: the colour itself, or a gradient's colour halfway.
    var representativeColor: Color {
        guard kind != .color else { return stops.first?.color ?? .clear }
        return Gradient(stops: stops).color(at: 0.5)
    }

    /// Whether the paint is one colour.
    var singleColor: Color? { kind == .color ? stops.first?.color : nil }

    /// The paint for a shape whose bounds are `rect` (square units).
    func paint(in rect: CGRect) -> Paint {
        let gradient = Gradient(stops: stops)
        let g = geometry
        func unit(_ x: Double, _ y: Double) -> UnitPoint { UnitPoint(x: x, y: y) }
        switch kind {
        case .color:
            return .color(stops.first?.color ?? .clear)
        case .linear:
            return .linearGradient(
                gradient, startPoint: unit(g[0], g[1]), endPoint: unit(g[2], g[3]), in: rect)
        case .radial:
            return .radialGradient(
                gradient, center: unit(g[0], g[1]), startRadius: g[2], endRadius: g[3], in: rect)
        case .elliptical:
            return .ellipticalGradient(
                gradient, center: unit(g[0], g[1]), startRadiusFraction: g[2], endRadiusFraction: g[3],
                in: rect)
        case .angular:
            return .angularGradient(
                gradient, center: unit(g[0], g[1]), startAngle: .radians(g[2]), endAngle: .radians(g[3]),
                in: rect)
        }
    }

    /// Whether a change from `self` to `other` can animate: same kind, same number of stops, and
    /// every colour has known components (the terminal's default colour has none).
    func canAnimate(to other: ResolvedPaint) -> Bool {
        kind == other.kind && stops.count == other.stops.count
            && stops.allSatisfy { $0.color.components != nil }
            && other.stops.allSatisfy { $0.color.components != nil }
    }

    var animatableData: AnimatablePair<AnimatableArray<ColorVector>, AnimatableArray<Double>> {
        get {
            let colors = stops.map { stop -> ColorVector in
                guard let c = stop.color.components else { return .zero }
                return ColorVector(red: c.red, green: c.green, blue: c.blue, opacity: stop.color.opacity)
            }
            var numbers = stops.map { Double($0.location) }
            numbers.append(contentsOf: [geometry[0], geometry[1], geometry[2], geometry[3]])
            return AnimatablePair(AnimatableArray(colors), AnimatableArray(numbers))
        }
        set {
            let colors = newValue.first.elements
            let numbers = newValue.second.elements
            for index in stops.indices {
                if index < colors.count, stops[index].color.components != nil {
                    let c = colors[index].sRGB
                    stops[index].color = Color(red: c.red, green: c.green, blue: c.blue, opacity: c.opacity)
                }
                if index < numbers.count { stops[index].location = CGFloat(numbers[index]) }
            }
            let base = stops.count
            for axis in 0..<4 where base + axis < numbers.count {
                geometry[axis] = numbers[base + axis]
            }
        }
    }
}

/// An animatable paint attribute, like ``ColorSlot`` for colours: it interpolates stop colours and
/// gradient geometry, and presents exactly the model paint whenever no animation runs (so named
/// palette colours stay named). A change it cannot interpolate (see
/// ``ResolvedPaint/canAnimate(to:)``) applies at once.
struct PaintSlot {
    private var slot = AnimatableSlot<ResolvedPaint>()
    private(set) var model: ResolvedPaint?

    /// The paint to draw, `nil` before the first value.
    var presented: ResolvedPaint? {
        guard let model else { return nil }
        guard slot.isAnimating, let value = slot.presented else { return model }
        return value
    }

    /// Sets the model paint; returns whether it animates.
    mutating func set(_ paint: ResolvedPaint, transaction: Transaction, at time: Double) -> Bool {
        defer { model = paint }
        guard let model, model.canAnimate(to: paint) else {
            slot.removeAnimation()
            slot = AnimatableSlot()
            _ = slot.set(paint, transaction: Transaction(), at: time)
            return false
        }
        return slot.set(paint, transaction: transaction, at: time)
    }

    /// Moves the presentation to `time`; returns whether it still animates.
    mutating func advance(to time: Double) -> Bool { slot.advance(to: time) }

    /// Drops a running animation (the view is going away).
    mutating func removeAnimation() { slot.removeAnimation() }
}
