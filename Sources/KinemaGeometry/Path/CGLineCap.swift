/// How the open ends of a stroked line are drawn (CoreGraphics' `CGLineCap`, absent from
/// Foundation on Linux).
public enum CGLineCap: Int32, Hashable, Sendable {
    /// The stroke stops square at the end point.
    case butt = 0
    /// A half disc of the stroke's width caps the end.
    case round = 1
    /// The stroke continues half its width past the end point, squarely.
    case square = 2
}

/// How two segments of a stroked line meet at a corner (CoreGraphics' `CGLineJoin`).
public enum CGLineJoin: Int32, Hashable, Sendable {
    /// The outer edges extend until they meet, unless that point lies farther than the miter
    /// limit allows; then the corner is bevelled.
    case miter = 0
    /// A disc of the stroke's width rounds the corner.
    case round = 1
    /// The corner is cut straight across.
    case bevel = 2
}
