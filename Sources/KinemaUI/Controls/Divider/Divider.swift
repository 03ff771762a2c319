import KinemaGeometry
import KinemaRender

/// A thin line across the enclosing stack: horizontal in a `VStack` (and elsewhere), vertical in an
/// `HStack`.
public struct Divider: View, Equatable, PrimitiveView {
    /// Creates a divider.
    public init() {}

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        DividerNode(runtime: runtime, parent: parent, environment: environment)
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

final class DividerNode: UnaryNode {
    private var isVertical: Bool { environment.stackAxis == .horizontal }

    override func update(with view: any View) {}

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        // One cell thick (in layout units), as long as offered.
        let cell = runtime.cellSize
        if isVertical {
            let height = proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? cell.height
            return Size(width: cell.width, height: height)
        }
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? cell.width
        return Size(width: width, height: cell.height)
    }

    override func draw(into recorder: inout DisplayListRecorder, context: DrawContext) {
        let frame = context.apply(presentedFrame)
        // Stored edges throughout (not CGRect's standardised ones): a flipped frame draws as before.
        let (minX, minY) = (frame.origin.x, frame.origin.y)
        let (maxX, maxY) = (minX + frame.size.width, minY + frame.size.height)
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite
        else { return }
        // Only the part on screen is drawn, so a huge (or hugely scaled) divider costs one screen
        // of glyphs, not gigabytes.
        var shown = frame
        if isVertical {
            shown.origin.y = max(minY, 0)
            shown.size.height = min(maxY, runtime.size.height) - shown.origin.y
        } else {
            shown.origin.x = max(minX, 0)
            shown.size.width = min(maxX, runtime.size.width) - shown.origin.x
        }
        let count = CellCount.of(
            isVertical ? shown.size.height / runtime.cellSize.height : shown.size.width / runtime.cellSize.width)
        guard count > 0 else { return }
        let glyphs =
            isVertical
            ? Array(repeating: "│", count: count).joined(separator: "\n")
            : String(repeating: "─", count: count)
        let style = Style(foreground: environment.foregroundColor ?? .default)
        recorder.appendUntransformed(.text(glyphs, style), frame: shown, node: self, context: context)
    }
}
