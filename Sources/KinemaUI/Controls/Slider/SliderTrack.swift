import KinemaGeometry
import KinemaRender

/// A slider's track: as wide as offered (16 columns when offered no width, at least 2), one row;
/// `━` in the tint up to the thumb `●`, `─` in grey after it. The thumb shows in inverse video
/// while the slider has focus. A `nil` fraction (a range without positions) draws the track
/// without a thumb.
public struct _SliderTrack: View, PrimitiveView {
    let fraction: Double?
    let tint: Color

    /// The track's width when offered none.
    static let idealColumns = 16

    /// The columns of a track laid out `width` cells wide.
    static func columns(forWidth width: Double) -> Int {
        max(CellCount.of(width, rounding: .down, cappedAt: Double(CellBuffer.maximumDimension)), 1)
    }

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        SliderTrackNode(runtime: runtime, parent: parent, environment: environment)
    }

    /// A primitive view: the runtime implements it, it has no body.
    public typealias Body = Never
}

final class SliderTrackNode: UnaryNode {
    private var track = _SliderTrack(fraction: nil, tint: .accentColor)

    override func update(with view: any View) {
        let new = view as! _SliderTrack
        guard new.fraction != track.fraction || new.tint != track.tint else { return }
        track = new
        invalidateContent()
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        // In whole cells converted to layout units (points in points mode).
        let cell = runtime.cellSize
        let width: Double
        if let proposed = proposal.width, proposed.isFinite {
            width = max(Double(proposed), 2 * cell.width)
        } else {
            width = Double(_SliderTrack.idealColumns) * cell.width
        }
        return Size(width: width, height: cell.height)
    }

    override func draw(into recorder: inout DisplayListRecorder, context: DrawContext) {
        let frame = presentedFrame
        guard frame.size.width.isFinite, context.isVisible(frame) else { return }
        let cell = runtime.cellSize
        let columns = _SliderTrack.columns(forWidth: Double(frame.size.width / cell.width))
        let base = Style(
            foreground: .gray, attributes: environment.textAttributes.union(context.textAttributes))
        guard let fraction = track.fraction else {
            recorder.append(
                .text(String(repeating: "─", count: columns), base), frame: frame, node: self,
                context: context)
            return
        }
        let thumb = Int((fraction * Double(columns - 1)).rounded())
        var filled = base
        filled.foreground = track.tint
        var thumbStyle = filled
        if let control = enclosingControl, control.showsFocus {
            thumbStyle.attributes.insert(.inverse)
        }
        func cells(_ from: Int, _ count: Int) -> Rect {
            Rect(
                x: frame.origin.x + Double(from) * cell.width, y: frame.origin.y, width: Double(count) * cell.width,
                height: cell.height)
        }
        if thumb > 0 {
            recorder.append(
                .text(String(repeating: "━", count: thumb), filled), frame: cells(0, thumb), node: self,
                context: context)
        }
        recorder.append(.text("●", thumbStyle), frame: cells(thumb, 1), node: self, context: context)
        let rest = columns - thumb - 1
        if rest > 0 {
            recorder.append(
                .text(String(repeating: "─", count: rest), base), frame: cells(thumb + 1, rest), node: self,
                context: context)
        }
    }
}
