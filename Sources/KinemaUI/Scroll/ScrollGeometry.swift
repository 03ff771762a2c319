import Foundation
import KinemaGeometry

/// Where a scroll view's content is and how big it is, for ``View/onScrollGeometryChange(for:of:action:)``.
public struct ScrollGeometry: Equatable, Sendable {
    /// The content's point at the viewport's top-leading corner (negative or past the end while the
    /// content is pulled past an edge).
    public var contentOffset: CGPoint
    /// The content's size.
    public var contentSize: CGSize
    /// Insets around the content (none in Kinema: safe areas and content margins do not apply to a
    /// terminal).
    public var contentInsets: EdgeInsets
    /// The viewport's size.
    public var containerSize: CGSize

    /// Creates a geometry.
    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize)
    {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }

    /// The part of the content the viewport shows, in the content's coordinates.
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }

    /// The viewport in the content's coordinates (the same as ``visibleRect`` without insets).
    public var bounds: CGRect { visibleRect }
}

/// What a scroll view is doing, for `onScrollPhaseChange(_:)`.
public enum ScrollPhase: Hashable, Sendable {
    /// Not scrolling.
    case idle
    /// The pointer is pressed on the content but has not moved yet.
    case tracking
    /// The user scrolls it: a drag follows the pointer, or wheel steps arrive.
    case interacting
    /// It moves on by itself after the user let go: momentum, a wheel glide, a spring back.
    case decelerating
    /// It moves to an offset the program asked for (``ScrollViewProxy/scrollTo(_:anchor:)`` in an
    /// animation).
    case animating

    /// Whether the content is moving or the user is scrolling (every phase but `idle`).
    public var isScrolling: Bool { self != .idle }
}

/// What a phase change carries besides the phases.
public struct ScrollPhaseChangeContext: Sendable {
    /// The geometry when the phase changed.
    public var geometry: ScrollGeometry
    /// The velocity of the content offset at the change, cells per second, when known (the
    /// release velocity of a drag).
    public var velocity: CGSize?
}

/// Whether a scroll view shows its indicators (``View/scrollIndicators(_:axes:)``).
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, visible, hidden, never }
    let kind: Kind

    /// Shown while scrolling, faded out after (the scroll view's `showsIndicators` decides).
    public static let automatic = ScrollIndicatorVisibility(kind: .automatic)
    /// Shown whenever the content overflows, scrolling or not.
    public static let visible = ScrollIndicatorVisibility(kind: .visible)
    /// Not shown. (On macOS a hidden indicator may still show for a trackpad; a terminal has
    /// none, so `hidden` and `never` are the same here.)
    public static let hidden = ScrollIndicatorVisibility(kind: .hidden)
    /// Never shown.
    public static let never = ScrollIndicatorVisibility(kind: .never)
}
