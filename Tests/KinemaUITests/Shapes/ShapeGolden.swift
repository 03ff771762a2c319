import KinemaGeometry
import KinemaRender

@testable import KinemaUI

/// The views of the shape golden frames (the frames are in `Golden/`; `KINEMA_RECORD_GOLDEN=1`
/// rewrites them).
@MainActor
enum Golden {
    static func view(named name: String) -> AnyView {
        switch name {
        case "rectangle":
            AnyView(
                Rectangle().fill(
                    .linearGradient(colors: [.blue, .blue], startPoint: .top, endPoint: .bottom)))
        case "roundedRectangle": AnyView(RoundedRectangle(cornerRadius: 3).fill(.blue))
        case "unevenRoundedRectangle":
            AnyView(UnevenRoundedRectangle(topLeadingRadius: 4, bottomTrailingRadius: 4).fill(.blue))
        case "circle": AnyView(Circle().fill(.blue))
        case "ellipse": AnyView(Ellipse().fill(.blue))
        case "capsule": AnyView(Capsule().fill(.blue))
        case "stroke": AnyView(Circle().stroke(Color.blue, lineWidth: 1))
        case "dashed":
            AnyView(Rectangle().stroke(Color.blue, style: StrokeStyle(lineWidth: 1, dash: [3, 2])))
        case "trimZero": AnyView(Circle().trim(from: 0, to: 0).stroke(Color.blue, lineWidth: 1))
        case "trimQuarter": AnyView(Circle().trim(from: 0, to: 0.25).stroke(Color.blue, lineWidth: 1))
        case "trimWhole": AnyView(Circle().trim(from: 0, to: 1).stroke(Color.blue, lineWidth: 1))
        case "strokeBorder": AnyView(RoundedRectangle(cornerRadius: 3).strokeBorder(Color.blue, lineWidth: 1))
        default: AnyView(EmptyView())
        }
    }

    /// The shapes drawn at several sizes (cells), in braille.
    static let shapes: [(name: String, width: Int, height: Int)] = [
        ("rectangle", 8, 4), ("rectangle", 16, 4),
        ("roundedRectangle", 8, 4), ("roundedRectangle", 16, 4), ("roundedRectangle", 24, 8),
        ("unevenRoundedRectangle", 16, 4), ("unevenRoundedRectangle", 24, 8),
        ("circle", 8, 4), ("circle", 16, 4), ("circle", 24, 12),
        ("ellipse", 16, 4), ("ellipse", 24, 6),
        ("capsule", 8, 4), ("capsule", 16, 4), ("capsule", 24, 4),
    ]

    /// The outlines drawn in 12 × 6 cells.
    static let strokes = ["stroke", "dashed", "trimZero", "trimQuarter", "trimWhole", "strokeBorder"]
}
