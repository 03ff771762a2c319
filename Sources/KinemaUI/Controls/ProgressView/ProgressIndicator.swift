import KinemaAnimation
import KinemaGeometry
import KinemaRender

/// A determinate bar's fill as an animatable view: a change of `fraction` in an animated
/// transaction slides the fill.
struct ProgressBarFill: View, @MainActor Animatable {
    var fraction: Double
    let isIndeterminate: Bool
    let tint: Color

    var animatableData: Double {
        get { fraction }
        set { fraction = newValue }
    }

    var body: some View {
        _ProgressIndicator(kind: isIndeterminate ? .sweep : .bar(fraction), tint: tint)
    }
}

/// The drawn part of a progress view: a bar, a sweeping segment, a spinner or a pie glyph.
public struct _ProgressIndicator: View, PrimitiveView {
    enum Kind: Equatable {
        /// A bar filled to the fraction, in eighths of a cell.
        case bar(Double)
        /// An indeterminate bar: a segment sweeping back and forth.
        case sweep
        /// An indeterminate spinner glyph.
        case spinner
        /// A determinate pie glyph.
        case pie(Double)

        var isIndeterminate: Bool { self == .sweep || self == .spinner }
    }

    let kind: Kind
    let tint: Color

    /// The spinner's glyphs, one per ``spinnerInterval``.
    static let spinnerGlyphs: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    /// Seconds per spinner glyph.
    static let spinnerInterval = 0.1
    /// Seconds for the sweeping segment to cross the bar once.
    static let sweepDuration = 1.0
    /// The pie glyphs from empty to full.
    static let pieGlyphs: [Character] = ["○", "◔", "◑", "◕", "●"]
    /// The partial cells of a bar, by eighths (index 1…7).
    static let eighths: [Character] = [" ", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]
    /// The colour of a bar's unfilled track.
    static let track = Color.gray.mixed(with: .black, by: 0.55)
    /// A bar's width when offered none.
    static let idealBarWidth = 20

    /// A bar `columns` wide filled to `fraction`: whole cells, then the partial cell.
    static func barGlyphs(fraction: Double, columns: Int) -> String {
        let fraction = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        let eighthsFilled = Int((fraction * Double(columns) * 8).rounded())
        let full = min(eighthsFilled / 8, columns)
        var glyphs = String(repeating: "█", count: full)
        if full < columns {
            let remainder = eighthsFilled % 8
            glyphs.append(remainder == 0 ? " " : eighths[remainder])
            glyphs += String(repeating: " ", count: columns - full - 1)
        }
        return glyphs
    }

    /// The spinner glyph at `time`.
    static func spinnerGlyph(at time: Double) -> Character {
        guard time.isFinite else { return spinnerGlyphs[0] }
        let step = Int((time / spinnerInterval).rounded(.down).truncatingRemainder(dividingBy: 10))
        return spinnerGlyphs[(step + 10) % 10]
    }

    /// The sweeping segment's first column at `time` in a bar `columns` wide with a segment
    /// `length` wide: there and back, one crossing per ``sweepDuration``.
    static func sweepStart(at time: Double, columns: Int, length: Int) -> Int {
        let travel = columns - length
        guard travel > 0, time.isFinite else { return 0 }
        let phase = (time / sweepDuration).truncatingRemainder(dividingBy: 2)
        let triangle = phase < 1 ? phase : 2 - phase
        return Int((triangle * Double(travel)).rounded())
    }

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        ProgressIndicatorNode(runtime: runtime, parent: parent, environment: environment)
    }

    /// A primitive view: the runtime implements it, it has no body.
    public typealias Body = Never
}

/// Draws a ``_ProgressIndicator``. An indeterminate one asks for frames while it is drawn: drawing
/// registers it with the runtime's animating nodes, and each frame it stays registered only if the
/// previous frame drew it — so one off screen (culled, never drawn) stops causing frames.
final class ProgressIndicatorNode: UnaryNode {
    private var indicator = _ProgressIndicator(kind: .spinner, tint: .accentColor)
    /// Whether the last frame drew the indicator (reset as each frame's animations advance).
    private var wasDrawn = false

    override func update(with view: any View) {
        let new = view as! _ProgressIndicator
        guard new.kind != indicator.kind || new.tint != indicator.tint else { return }
        let kindChanged = !Self.sameShape(new.kind, indicator.kind)
        indicator = new
        kindChanged ? invalidate() : invalidateContent()
    }

    private static func sameShape(_ a: _ProgressIndicator.Kind, _ b: _ProgressIndicator.Kind) -> Bool {
        switch (a, b) {
        case (.bar, .bar), (.sweep, .sweep), (.spinner, .spinner), (.pie, .pie): true
        case (.bar, .sweep), (.sweep, .bar): true
        default: false
        }
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        // One cell high, in layout units (points in points mode); a bar as wide as offered, at
        // least a cell.
        let cell = runtime.cellSize
        switch indicator.kind {
        case .spinner, .pie:
            return Size(width: cell.width, height: cell.height)
        case .bar, .sweep:
            if let width = proposal.width, width.isFinite {
                return Size(width: max(Double(width), Double(cell.width)), height: cell.height)
            }
            return Size(width: Double(_ProgressIndicator.idealBarWidth) * cell.width, height: cell.height)
        }
    }

    override func advanceOwnAnimations(to time: Double) -> Bool {
        let keepsGoing = wasDrawn && indicator.kind.isIndeterminate && !isRemoved
        wasDrawn = false
        return keepsGoing
    }

    override func draw(into recorder: inout DisplayListRecorder, context: DrawContext) {
        let frame = presentedFrame
        guard frame.size.width.isFinite, context.isVisible(frame) else { return }
        if indicator.kind.isIndeterminate {
            wasDrawn = true
            runtime.startAnimating(self)
        }
        let attributes = environment.textAttributes.union(context.textAttributes)
        let style = Style(foreground: indicator.tint, attributes: attributes)
        let time = runtime.time
        switch indicator.kind {
        case .spinner:
            recorder.append(
                .text(String(_ProgressIndicator.spinnerGlyph(at: time)), style), frame: frame, node: self,
                context: context)
        case .pie(let fraction):
            let level = fraction.isNaN ? 0 : Int((min(max(fraction, 0), 1) * 4).rounded())
            recorder.append(
                .text(String(_ProgressIndicator.pieGlyphs[level]), style), frame: frame, node: self,
                context: context)
        case .bar(let fraction):
            let columns = barColumns(frame)
            var barStyle = style
            barStyle.background = _ProgressIndicator.track
            recorder.append(
                .text(_ProgressIndicator.barGlyphs(fraction: fraction, columns: columns), barStyle),
                frame: frame, node: self, context: context)
        case .sweep:
            let columns = barColumns(frame)
            let length = max(columns / 5, 2)
            let start = _ProgressIndicator.sweepStart(at: time, columns: columns, length: length)
            var glyphs = String(repeating: " ", count: start)
            glyphs += String(repeating: "█", count: min(length, columns - start))
            glyphs += String(repeating: " ", count: max(columns - start - length, 0))
            var barStyle = style
            barStyle.background = _ProgressIndicator.track
            recorder.append(.text(glyphs, barStyle), frame: frame, node: self, context: context)
        }
    }

    private func barColumns(_ frame: Rect) -> Int {
        max(
            CellCount.of(
                Double(frame.size.width / runtime.cellSize.width), rounding: .down,
                cappedAt: Double(CellBuffer.maximumDimension)), 1)
    }
}
