/// A variable-length vector: element-wise arithmetic, missing elements counting as zero.
///
/// For animating lists of values whose count may change (per-cell positions or colours of a text run).
/// `zero` is empty and `lhs ± rhs` has `max(lhs.count, rhs.count)` elements. SwiftUI's internal
/// version (spec §1.3) keeps only the common prefix, which makes `zero + x` empty; the animator builds
/// every value by adding to `zero`, so here zero must be an identity. An element that appears animates
/// in from 0, one that disappears animates out to 0.
///
/// ```swift
/// let offsets = AnimatableArray([1.0, 2.0, 3.0]) - AnimatableArray([1.0, 1.0])   // [0, 1, 3]
/// ```
public struct AnimatableArray<Element: VectorArithmetic>: VectorArithmetic, Animatable {
    /// The elements.
    public var elements: [Element]

    /// Wraps `elements`.
    public init(_ elements: [Element]) {
        self.elements = elements
    }

    /// The empty array.
    public static var zero: AnimatableArray { AnimatableArray([]) }

    /// Element-wise sum; a missing element counts as zero.
    public static func + (lhs: AnimatableArray, rhs: AnimatableArray) -> AnimatableArray {
        combine(lhs, rhs, +)
    }

    /// Element-wise difference; a missing element counts as zero.
    public static func - (lhs: AnimatableArray, rhs: AnimatableArray) -> AnimatableArray {
        combine(lhs, rhs, -)
    }

    private static func combine(
        _ lhs: AnimatableArray, _ rhs: AnimatableArray, _ operation: (Element, Element) -> Element
    ) -> AnimatableArray {
        let count = max(lhs.elements.count, rhs.elements.count)
        var result: [Element] = []
        result.reserveCapacity(count)
        for index in 0..<count {
            let left = index < lhs.elements.count ? lhs.elements[index] : .zero
            let right = index < rhs.elements.count ? rhs.elements[index] : .zero
            result.append(operation(left, right))
        }
        return AnimatableArray(result)
    }

    /// Scales every element.
    public mutating func scale(by rhs: Double) {
        for index in elements.indices { elements[index].scale(by: rhs) }
    }

    /// The sum of the elements' squared magnitudes.
    public var magnitudeSquared: Double { elements.reduce(0) { $0 + $1.magnitudeSquared } }
}

extension AnimatableArray: Sendable where Element: Sendable {}
extension AnimatableArray: Hashable where Element: Hashable {}
