import Foundation
import KinemaGeometry

/// A view's size and alignment guides in its own coordinates (origin at its top-left corner).
///
/// You receive one in ``AlignmentID/defaultValue(in:)``, in the closure of
/// `alignmentGuide(_:computeValue:)`, and from
/// ``LayoutSubview/dimensions(in:)``:
///
/// ```swift
/// Text("Total").alignmentGuide(.leading) { d in d[.trailing] }   // align on the trailing edge
/// Text("1").alignmentGuide(VerticalAlignment.center) { d in d[.top] }
/// ```
public struct ViewDimensions: Equatable, Sendable {
    let size: Size
    /// The view, to answer explicit guides; `nil` for a frame that has none of its own.
    let node: ViewNode?

    init(size: Size, node: ViewNode?) {
        self.size = size
        self.node = node
    }

    /// The view's width.
    public var width: CGFloat { size.width }
    /// The view's height.
    public var height: CGFloat { size.height }

    /// The position of `guide` along the x axis: the view's explicit value for it, else its
    /// default (a fraction of the width, or the identifier's default value).
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        MainActor.assumeIsolated { value(guide.key) }
    }

    /// The position of `guide` along the y axis: the view's explicit value for it, else its
    /// default (a fraction of the height, or the identifier's default value).
    public subscript(guide: VerticalAlignment) -> CGFloat {
        MainActor.assumeIsolated { value(guide.key) }
    }

    /// The view's explicit value for `guide`, or `nil` when nothing in it declares one.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
        MainActor.assumeIsolated { node?.explicitAlignment(guide.key, in: size) }
    }

    /// The view's explicit value for `guide`, or `nil` when nothing in it declares one.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
        MainActor.assumeIsolated { node?.explicitAlignment(guide.key, in: size) }
    }

    @MainActor
    private func value(_ key: AlignmentKey) -> CGFloat {
        if let node { return key.value(of: node, size: size) }
        return key.defaultValue(of: nil, size: size)
    }

    /// Two dimensions are equal when they have the same size and describe the same view.
    public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool {
        lhs.size == rhs.size && lhs.node === rhs.node
    }
}
