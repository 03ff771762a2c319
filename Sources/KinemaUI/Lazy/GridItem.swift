import Foundation
import KinemaAnimation
import KinemaGeometry

/// A column of a ``LazyVGrid`` (a row of a ``LazyHGrid``): its size, the spacing after it and how
/// cells sit in it.
///
/// ```swift
/// let columns = [GridItem(.adaptive(minimum: 16))]          // as many 16-cell columns as fit
/// let fixed = [GridItem(.fixed(10)), GridItem(.flexible())] // 10 cells, then the rest
/// ```
public struct GridItem: Sendable {
    /// How big the item is.
    public enum Size: Sendable {
        /// Exactly this many cells.
        case fixed(CGFloat)
        /// A share of the space the fixed items leave, between `minimum` and `maximum`.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many columns at least `minimum` wide (at most `maximum`) as fit in a flexible share.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The size.
    public var size: Size
    /// The spacing after this item (the grid's default when `nil`: one cell between columns, none
    /// between the rows of a `LazyHGrid`).
    public var spacing: CGFloat?
    /// How a cell sits in its item's space (the grid's alignment when `nil`).
    public var alignment: Alignment?

    /// Creates an item.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// One resolved track (a column of a vertical grid): where it starts across the grid, how long it
/// is, and the alignment of its cells.
struct GridTrack: Equatable {
    var start: Double
    var length: Double
    var alignment: Alignment?
}

enum GridTracks {
    /// Resolves `items` in `available` cells across, with `defaultSpacing` between items whose
    /// spacing is `nil`. Fixed items take their size; the rest share what remains in order (each
    /// its equal share of what is left, clamped to its bounds); an adaptive item then splits its
    /// share into as many tracks of at least its minimum as fit. Bad sizes (NaN, negative) count as
    /// zero; at least one track results when there is an item.
    static func resolve(_ items: [GridItem], available: Double, defaultSpacing: Double) -> [GridTrack] {
        guard !items.isEmpty else { return [] }
        func valid(_ value: CGFloat) -> Double {
            let value = Double(value)
            return value.isNaN ? 0 : max(value, 0)
        }
        let available = available.isFinite ? max(available, 0) : 0
        let spacings = items.map { item in min(item.spacing.map(valid) ?? defaultSpacing, 1_000) }
        var remaining = available - spacings.dropLast().reduce(0, +)
        var shares = [Double](repeating: 0, count: items.count)
        for (index, item) in items.enumerated() {
            if case .fixed(let size) = item.size {
                shares[index] = min(valid(size), 100_000)
                remaining -= shares[index]
            }
        }
        // The flexible and adaptive items share what is left: an item whose bounds the equal share
        // breaks takes its bound, and the others share the rest again (at most one round per item).
        var unresolved: [(index: Int, low: Double, high: Double)] = []
        for (index, item) in items.enumerated() {
            switch item.size {
            case .fixed: continue
            case .flexible(let minimum, let maximum), .adaptive(let minimum, let maximum):
                let low = min(valid(minimum), 100_000)
                unresolved.append((index, low, max(low, valid(maximum))))
            }
        }
        while !unresolved.isEmpty {
            let share = max(remaining, 0) / Double(unresolved.count)
            let bounded = unresolved.filter { share > $0.high || share < $0.low }
            guard !bounded.isEmpty else {
                for item in unresolved { shares[item.index] = share }
                break
            }
            for item in bounded {
                shares[item.index] = share > item.high ? item.high : item.low
                remaining -= shares[item.index]
            }
            unresolved.removeAll { item in bounded.contains { $0.index == item.index } }
        }
        var tracks: [GridTrack] = []
        var position = 0.0
        for (index, item) in items.enumerated() {
            let spacing = spacings[index]
            if case .adaptive(let minimum, let maximum) = item.size {
                let low = max(min(valid(minimum), 100_000), 1)
                let count = max(1, Int(((shares[index] + spacing) / (low + spacing)).rounded(.down)))
                let length = min(
                    max((shares[index] - Double(count - 1) * spacing) / Double(count), low), max(valid(maximum), low))
                for _ in 0..<min(count, 10_000) {
                    tracks.append(GridTrack(start: position, length: length, alignment: item.alignment))
                    position += length + spacing
                }
            } else {
                tracks.append(GridTrack(start: position, length: shares[index], alignment: item.alignment))
                position += shares[index] + spacing
            }
        }
        return tracks
    }
}
