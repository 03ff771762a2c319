import Foundation
import KinemaGeometry

/// A function from progress 0…1 to output, with `value(at: 0) == 0` and `value(at: 1) == 1`.
///
/// Bézier curves solve `X(s) = x` by Newton's method (falling back to bisection) and return `Y(s)`;
/// the circular curves are exact formulas. Progress outside 0…1 is clamped; control-point y values are
/// not, so overshooting curves keep their overshoot (spec §2.2).
///
/// ```swift
/// UnitCurve.easeInOut.value(at: 0.25)     // 0.12916
/// UnitCurve.easeInOut.velocity(at: 0.5)   // 1.72414 (dy/dx)
/// ```
public struct UnitCurve: Hashable, Sendable {
    enum Shape: Hashable, Sendable {
        case linear
        case bezier(CubicBezier)
        case circularEaseIn
        case circularEaseOut
        case circularEaseInOut
        case easing(EasingFunction)
        case invertedEasing(EasingFunction)
    }

    let shape: Shape

    init(shape: Shape) {
        self.shape = shape
    }

    /// A cubic Bézier from (0, 0) to (1, 1) with the two given control points.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(shape: .bezier(CubicBezier(startControlPoint, endControlPoint)))
    }

    /// A cubic Bézier from (0, 0) to (1, 1) with the two given control points: the same curve as
    /// ``bezier(startControlPoint:endControlPoint:)``, spelled as the WWDC23 talk "Explore SwiftUI
    /// animation" spells it.
    ///
    /// ```swift
    /// let curve = UnitCurve(
    ///     startControlPoint: UnitPoint(x: 0.25, y: 0.1),
    ///     endControlPoint: UnitPoint(x: 0.25, y: 1))
    /// ```
    public init(startControlPoint: UnitPoint, endControlPoint: UnitPoint) {
        self = .bezier(startControlPoint: startControlPoint, endControlPoint: endControlPoint)
    }

    /// Constant speed.
    public static let linear = UnitCurve(shape: .linear)
    /// Starts slowly: control points (0.42, 0) and (1, 1).
    public static let easeIn = bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
    /// Ends slowly: control points (0, 0) and (0.58, 1).
    public static let easeOut = bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    /// Starts and ends slowly: control points (0.42, 0) and (0.58, 1).
    public static let easeInOut = bezier(
        startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    /// `1 - sqrt(1 - x²)`.
    public static let circularEaseIn = UnitCurve(shape: .circularEaseIn)
    /// `sqrt(1 - (1 - x)²)`.
    public static let circularEaseOut = UnitCurve(shape: .circularEaseOut)
    /// The circular ease-in for the first half and the ease-out for the second.
    public static let circularEaseInOut = UnitCurve(shape: .circularEaseInOut)

    /// One of the named easing functions (`.easing(.outBounce)`); velocity is numerical.
    public static func easing(_ function: EasingFunction) -> UnitCurve {
        UnitCurve(shape: .easing(function))
    }

    /// The output at `progress` (clamped to 0…1; NaN counts as 0).
    public func value(at progress: Double) -> Double {
        let x = UnitCurve.clamp(progress)
        switch shape {
        case .linear: return x
        case .bezier(let curve): return curve.value(at: x)
        case .circularEaseIn: return 1 - (1 - x * x).squareRoot()
        case .circularEaseOut: return (1 - (1 - x) * (1 - x)).squareRoot()
        case .circularEaseInOut:
            return x < 0.5 ? (1 - (1 - 4 * x * x).squareRoot()) / 2 : ((8 * x - 4 * x * x - 3).squareRoot() + 1) / 2
        case .easing(let function): return function.value(at: x)
        case .invertedEasing(let function): return UnitCurve.firstCrossing(of: function, at: x)
        }
    }

    /// The slope dy/dx at `progress` (clamped to 0…1). Vertical tangents give ±infinity.
    public func velocity(at progress: Double) -> Double {
        let x = UnitCurve.clamp(progress)
        switch shape {
        case .linear: return 1
        case .bezier(let curve): return curve.velocity(at: x)
        case .circularEaseIn: return x / (1 - x * x).squareRoot()
        case .circularEaseOut: return (1 - x) / (x * (2 - x)).squareRoot()
        case .circularEaseInOut:
            return x < 0.5 ? 2 * x / (1 - 4 * x * x).squareRoot() : (2 - 2 * x) / (8 * x - 4 * x * x - 3).squareRoot()
        case .easing(let function): return function.velocity(at: x)
        case .invertedEasing(let function):
            let slope = function.velocity(at: UnitCurve.firstCrossing(of: function, at: x))
            return slope == 0 ? .infinity : 1 / slope
        }
    }

    /// The curve mirrored across the diagonal: the circular ease-in and ease-out swap, a Bézier swaps
    /// the coordinates of its control points. A named easing function is inverted numerically (for the
    /// overshooting ones — back, elastic, bounce — the inverse takes the first crossing of each output).
    public var inverse: UnitCurve {
        switch shape {
        case .linear, .circularEaseInOut: return self
        case .easing(let function): return UnitCurve(shape: .invertedEasing(function))
        case .invertedEasing(let function): return .easing(function)
        case .circularEaseIn: return .circularEaseOut
        case .circularEaseOut: return .circularEaseIn
        case .bezier(let curve):
            return .bezier(
                startControlPoint: UnitPoint(x: curve.y1, y: curve.x1), endControlPoint: UnitPoint(x: curve.y2, y: curve.x2))
        }
    }

    /// The smallest progress at which `function` reaches `output`, by bisection over a coarse scan.
    static func firstCrossing(of function: EasingFunction, at output: Double) -> Double {
        let samples = 256
        var low = 0.0
        var high = 1.0
        for index in 1...samples {
            let x = Double(index) / Double(samples)
            if function.value(at: x) >= output {
                low = Double(index - 1) / Double(samples)
                high = x
                break
            }
        }
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if function.value(at: middle) >= output { high = middle } else { low = middle }
        }
        return high
    }

    static func clamp(_ progress: Double) -> Double {
        progress.isNaN ? 0 : min(max(progress, 0), 1)
    }
}
