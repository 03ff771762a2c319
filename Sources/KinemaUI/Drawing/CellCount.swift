import Foundation
import KinemaGeometry

/// Converts fractional cell geometry to whole cell counts, and sanitises geometry given to modifiers,
/// so that NaN, ±infinity or huge values (1e19) never reach an `Int(_:)` conversion (which traps
/// beyond ±2⁶³) nor make a string the size of memory.
///
/// Invariant: every count returned is in `0...limit`; every sanitised value is finite (except an
/// explicit `+infinity` maximum, which means "take all offered") and within ±``extentLimit``.
enum CellCount {
    /// The largest count ever produced: no terminal is a million cells wide.
    static let limit = 1_000_000

    /// The largest magnitude of a modifier's geometry (the rasteriser clips to the same bound).
    static let extentLimit = 1_000_000.0

    /// `value` rounded with `rule` and saturated to `0...min(limit, cap)`: NaN and negatives give 0,
    /// +infinity and huge values give the cap.
    static func of(
        _ value: Double, rounding rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero,
        cappedAt cap: Double = .infinity
    ) -> Int {
        let bound = min(Double(limit), cap.isNaN ? 0 : max(cap.rounded(.down), 0))
        guard !value.isNaN else { return 0 }
        return Int(min(max(value.rounded(rule), 0), bound))
    }

    /// A length (frame dimension, padding) made finite and bounded: NaN gives `fallback`, ±infinity
    /// and huge values are clamped to ±``extentLimit``.
    static func length(_ value: Double, nanAs fallback: Double) -> Double {
        value.isNaN ? fallback : min(max(value, -extentLimit), extentLimit)
    }

    /// An optional frame dimension: NaN and infinities become unspecified (`nil`), negatives 0,
    /// huge values ``extentLimit``.
    static func dimension(_ value: CGFloat?) -> CGFloat? {
        guard let value, value.isFinite else { return nil }
        return min(max(value, 0), extentLimit)
    }

    /// A frame maximum: like ``dimension(_:)`` but `+infinity` is kept ("take all offered").
    static func maximum(_ value: CGFloat?) -> CGFloat? {
        value == .infinity ? .infinity : dimension(value)
    }

    /// A size whose components are made finite and bounded (NaN gives `fallback`).
    static func size(_ size: Size, nanAs fallback: Double) -> Size {
        Size(
            width: length(size.width, nanAs: fallback), height: length(size.height, nanAs: fallback))
    }
}
