import Foundation
import KinemaAnimation
import KinemaGeometry
import KinemaRender

/// A view you draw into with immediate-mode calls (SwiftUI's `Canvas`):
///
/// ```swift
/// Canvas { context, size in
///     let ring = Path(ellipseIn: CGRect(origin: .zero, size: size).insetBy(dx: 2, dy: 2))
///     context.stroke(ring, with: .color(.blue), lineWidth: 2)
///     context.fill(Path(ellipseIn: CGRect(x: size.width / 2 - 2, y: size.height / 2 - 2, width: 4, height: 4)),
///                  with: .color(.orange))
///     context.draw(Text("hi"), at: CGPoint(x: size.width / 2, y: size.height / 2 + 6))
/// }
/// .frame(width: 30, height: 15)
/// ```
///
/// The renderer runs each time the canvas is drawn, with a ``GraphicsContext`` and the canvas's
/// size in *square units* (`w × 2h` for a frame of `w × h` cells, as ``Shape/path(in:)`` sees it),
/// so circles are round and a path drawn in `CGRect(origin: .zero, size: size)` fills the canvas.
/// What it draws becomes display items — paths rasterised below the cell, text on whole cells — so a
/// canvas costs what its drawing costs and nothing while it is not drawn. The canvas takes the
/// space it is offered (10 × 10 cells where unspecified).
///
/// `opaque`, `colorMode` and `rendersAsynchronously` are accepted for SwiftUI code: cells have no
/// transparency to drop, colours are blended in sRGB, and drawing happens on the main actor
/// during the frame.
public struct Canvas<Symbols: View>: View {
    /// Draws the canvas's content.
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    /// Views the renderer can draw (this Canvas offers none: `EmptyView`).
    public var symbols: Symbols
    /// Whether the canvas is fully opaque (accepted for SwiftUI code).
    public var isOpaque: Bool
    /// The colour space of blending (accepted for SwiftUI code).
    public var colorMode: ColorRenderingMode
    /// Whether to render off the main thread (accepted for SwiftUI code).
    public var rendersAsynchronously: Bool

    /// A primitive view: the runtime draws it.
    public typealias Body = Never
}

extension Canvas where Symbols == EmptyView {
    /// A canvas whose content `renderer` draws.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {
        self.renderer = renderer
        self.symbols = EmptyView()
        self.isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
    }
}

/// How colours are blended (SwiftUI's `ColorRenderingMode`); Kinema blends in sRGB whatever is
/// chosen.
public enum ColorRenderingMode: Hashable, Sendable {
    /// Non-linear sRGB.
    case nonLinear
    /// Linear sRGB.
    case linear
    /// Extended linear sRGB.
    case extendedLinear
}

extension Canvas: PrimitiveView {
    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        CanvasNode(runtime: runtime, parent: parent, environment: environment)
    }
}

/// What a canvas node draws with, without its generic parameter.
@MainActor
protocol CanvasRenderer {
    var renderer: (inout GraphicsContext, CGSize) -> Void { get }
}

extension Canvas: CanvasRenderer {}

/// The node of a ``Canvas``: runs the renderer when drawn and appends what it recorded.
final class CanvasNode: UnaryNode {
    private var renderer: ((inout GraphicsContext, CGSize) -> Void)?

    override func update(with view: any View) {
        renderer = (view as! any CanvasRenderer).renderer
        // A new closure may draw something else: the node is visited and drawn again.
        invalidateCommit()
        invalidateDrawBounds()
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        let size = proposal.replacingUnspecifiedDimensions()
        return Size(
            width: size.width.isFinite ? max(size.width, 0) : 0,
            height: size.height.isFinite ? max(size.height, 0) : 0)
    }

    override func draw(into recorder: inout DisplayListRecorder, context: DrawContext) {
        let frame = presentedFrame
        guard let renderer, frame.size.width > 0, frame.size.height > 0, frame.size.width.isFinite,
            frame.size.height.isFinite, context.isVisible(frame)
        else { return }
        let square = CellAspect.shapeRect(for: frame)
        var graphics = GraphicsContext(environment: environment, bounds: square)
        renderer(&graphics, square.size)
        let toCells = CellAspect.shapeTransform(for: frame)
        for operation in graphics.recording.operations {
            operation.append(to: &recorder, frame: frame, toCells: toCells, node: self, context: context)
        }
    }
}
