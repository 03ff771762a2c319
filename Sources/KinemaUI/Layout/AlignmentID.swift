import Foundation

/// A type that identifies a custom alignment guide and gives its default position in a view.
///
/// ```swift
/// private struct FirstThird: AlignmentID {
///     static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
/// }
/// extension VerticalAlignment {
///     static let firstThird = VerticalAlignment(FirstThird.self)
/// }
/// ```
///
/// A view that declares no explicit guide for the alignment (with
/// `alignmentGuide(_:computeValue:)`) is aligned at this default
/// value; a container's explicit value is taken from its subviews that declare one (see
/// <doc:AlignmentAndLayout>). A default that is not finite (NaN, infinity) counts as zero.
public protocol AlignmentID {
    /// The guide's position in a view that declares no explicit value for it, measured from the
    /// view's leading (horizontal) or top (vertical) edge in layout units.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// How a container merges the explicit values its subviews declare for one guide.
enum GuideCombination {
    /// The mean of the subviews' values (SwiftUI's rule for every guide but the baselines).
    case average
    /// The first subview's value (``VerticalAlignment/firstTextBaseline``).
    case first
    /// The last subview's value (``VerticalAlignment/lastTextBaseline``).
    case last
}

/// An alignment identifier with a rule of its own for merging subviews' values, and whether every
/// text declares a value (so no shortcut may skip a subtree looking for one).
protocol BuiltInAlignmentID: AlignmentID {
    static var combination: GuideCombination { get }
    static var isTextBaseline: Bool { get }
}

/// The identity of a custom alignment: its ``AlignmentID`` type, compared by type identity.
///
/// `@unchecked Sendable`: it holds only a metatype, an immutable type identity with no state (the
/// protocol's one requirement is a static function taking its argument by value).
struct AlignmentGuideID: Hashable, @unchecked Sendable {
    let type: any AlignmentID.Type

    init(_ type: any AlignmentID.Type) { self.type = type }

    static func == (lhs: AlignmentGuideID, rhs: AlignmentGuideID) -> Bool {
        ObjectIdentifier(lhs.type) == ObjectIdentifier(rhs.type)
    }

    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(type)) }

    var combination: GuideCombination { (type as? any BuiltInAlignmentID.Type)?.combination ?? .average }
    var isTextBaseline: Bool { (type as? any BuiltInAlignmentID.Type)?.isTextBaseline ?? false }
}

/// The first text baseline: in a terminal, the bottom of a text's first row (a cell's text sits on
/// the bottom of its row); a view without text: its bottom edge.
enum FirstTextBaselineID: BuiltInAlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
    static var combination: GuideCombination { .first }
    static var isTextBaseline: Bool { true }
}

/// The last text baseline: in a terminal, the bottom of a text's last row; a view without text:
/// its bottom edge.
enum LastTextBaselineID: BuiltInAlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
    static var combination: GuideCombination { .last }
    static var isTextBaseline: Bool { true }
}

/// Where a list row's separator starts: the leading edge unless a view sets it.
enum ListRowSeparatorLeadingID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}

/// Where a list row's separator ends: the trailing edge unless a view sets it.
enum ListRowSeparatorTrailingID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
}
