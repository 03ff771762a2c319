import Foundation
import KinemaAnimation
import KinemaGeometry
import KinemaRender

/// Shows the view only where `mask` draws (`.mask(alignment:_:)`). The mask view is laid out in
/// the view's frame like an overlay, and never shown itself.
///
/// A terminal cell has no alpha channel to multiply by, so the mask is the *shape* of what the mask
/// view draws: the union of its shapes' fills and strokes, its fills' rectangles and its text's
/// cells. Colours and opacity in the mask do not matter, except that fully transparent items (a
/// `Color.clear` fill) mask nothing. A mask that draws nothing hides the view, as in SwiftUI.
public struct _MaskModifier<Mask: View>: ViewModifier, PrimitiveModifier {
    let mask: Mask
    let alignment: Alignment

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ModifierNode {
        MaskNode(runtime: runtime, parent: parent, environment: environment)
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

@MainActor
protocol MaskParts {
    var erasedMask: any View { get }
    var alignment: Alignment { get }
}

extension _MaskModifier: MaskParts {
    var erasedMask: any View { mask }
}

extension View {
    /// Shows this view only where `mask` draws (see `_MaskModifier`).
    public func mask<Mask: View>(
        alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask
    ) -> ModifiedContent<Self, _MaskModifier<Mask>> {
        modifier(_MaskModifier(mask: mask(), alignment: alignment))
    }

    /// Shows this view only where `mask` draws (SwiftUI's older form).
    @_disfavoredOverload
    public func mask<Mask: View>(_ mask: Mask) -> ModifiedContent<Self, _MaskModifier<Mask>> {
        modifier(_MaskModifier(mask: mask, alignment: .center))
    }
}

/// Children: `[content, mask]`.
final class MaskNode: ModifierNode {
    private var alignment = Alignment.center

    override func update(with view: any View) {
        let modified = view as! any ModifiedView
        let parts = modified.erasedModifier as! any MaskParts
        if parts.alignment != alignment {
            alignment = parts.alignment
            invalidate()
        }
        runtime.reconcileChild(of: self, at: 0, with: modified.erasedContent)
        runtime.reconcileChild(of: self, at: 1, with: parts.erasedMask)
    }

    override func placeContent(in frame: Rect, transaction: Transaction) {
        content?.place(in: frame, transaction: transaction)
        guard children.count > 1 else { return }
        let mask = children[1]
        let size = mask.sizeThatFits(ProposedViewSize(frame.size))
        let origin = alignment.origin(of: mask, size: size, in: frame, container: content)
        mask.place(in: Rect(origin: origin, size: size), transaction: transaction)
    }

    override func computeDrawBounds() -> Rect {
        // The content shows only inside the mask.
        guard children.count > 1 else { return presentedFrame }
        var maskBounds: Rect?
        children[1].formSubviewDrawBounds(&maskBounds)
        var contentBounds: Rect?
        children[0].formSubviewDrawBounds(&contentBounds)
        guard let maskBounds, let contentBounds else { return presentedFrame }
        return presentedFrame.covering(contentBounds.clipped(to: maskBounds))
    }

    override func draw(into recorder: inout DisplayListRecorder, context: DrawContext) {
        guard children.count > 1 else { return }
        var maskContext = context
        maskContext.clipShapes = []
        maskContext.visibleBounds = nil
        var scratch = DisplayListRecorder()
        children[1].drawIfVisible(into: &scratch, context: maskContext)
        var masked = context
        masked.clipShapes.append(Self.union(of: scratch.list.items))
        content?.drawIfVisible(into: &recorder, context: masked)
    }

    /// One clip shape covering everything `items` draw (in screen cells).
    static func union(of items: [DisplayItem]) -> ClipShape {
        var parts: [ClipShape] = []
        for item in items where item.effectiveOpacity > 0 {
            switch item.kind {
            case .path(let drawing):
                switch drawing.mode {
                case .fill(let style):
                    parts.append(ClipShape(drawing.path, style: style, transform: drawing.transform))
                case .stroke(let style):
                    parts.append(ClipShape(drawing.path.strokedPath(style), transform: drawing.transform))
                }
            case .fill(let color):
                guard color.opacity > 0 else { continue }
                parts.append(ClipShape(Path(item.frame), transform: item.transform))
            case .text(let text, _):
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                let width = lines.map { DisplayWidth.of(String($0)) }.max() ?? 0
                let frame = Rect(
                    x: item.frame.origin.x.rounded(), y: item.frame.origin.y.rounded(), width: CGFloat(width),
                    height: CGFloat(lines.count))
                parts.append(ClipShape(Path(frame), transform: item.transform))
            case .border:
                parts.append(ClipShape(Path(item.frame), transform: item.transform))
            }
        }
        if parts.count == 1 { return parts[0] }
        // Several parts: one non-zero path in screen cells (the built-in shapes all wind the same
        // way, so they add up). Projective parts keep only their affine part, and even-odd holes
        // fill in.
        var union = Path()
        for part in parts {
            union.addPath(part.path, transform: part.transform.affine)
        }
        return ClipShape(union)
    }
}
