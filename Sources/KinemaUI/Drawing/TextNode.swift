import Foundation
import KinemaAnimation
import KinemaGeometry
import KinemaRender

/// The node of ``Text``: measures by wrapping, draws its lines, and animates its colour.
///
/// Offered fewer rows than its wrapped lines (at least one), or limited by `.lineLimit`, it takes
/// the rows it may and ends the last line it shows with an ellipsis (where `.truncationMode` says).
/// A text of one part whose lines start at the leading edge draws as one text item; parts of their
/// own look (`Text + Text`) and centred or trailing lines draw one item per line and look.
final class TextNode: UnaryNode {
    private var text = Text.empty
    private var layout = TextLayout.empty
    private var colorSlot = ColorSlot()
    /// The environment's text settings when the node last updated: a change re-measures.
    private var settings = TextSettings()
    /// The drawn lines for the last width and rows (re-wrapping every frame would dominate drawing).
    private var wrapped: (width: Int, rows: Int, lines: [TextLayout.DisplayLine], joined: String)?
    /// A content change waiting for the commit to learn whether its transaction animates.
    private var pendingContentChange: (from: String, rolls: Bool, countsDown: Bool)?
    /// The content transition in progress (see ``ContentTransition``).
    private var contentRoll: TextContentRoll?
    /// The value of the last `.numericText(value:)` seen, for the direction of the next change.
    private var lastNumericValue: Double?
    private var hasCommitted = false
    /// The look of a one-part text's run (before the context's attributes), kept while the
    /// environment (its version) and the presented colour stay the same: a frame draws every text
    /// on screen, and reading the environment for each cost ~8 % of a draw-heavy frame.
    private var cachedStyle: (environment: UInt64, color: Color?, style: Style)?

    /// What a text reads from its environment besides colour.
    private struct TextSettings: Equatable {
        var font: Font?
        var fontWeight: Font.Weight?
        var lineLimit: Int?
        var minimumLines = 0
        var alignment = TextAlignment.leading
        var truncation = Text.TruncationMode.tail
        var attributes: TextAttributes = []

        init() {}

        init(_ environment: EnvironmentValues) {
            font = environment.font
            fontWeight = environment.fontWeight
            lineLimit = environment.lineLimit
            minimumLines = environment.minimumLineCount
            alignment = environment.multilineTextAlignment
            truncation = environment.truncationMode
            attributes = environment.textAttributes
        }
    }

    override func update(with view: any View) {
        var text = view as! Text
        if text.hasLiveContent || liveSource != nil { text = resolveLiveContent(of: text) }
        noteContentTransition(to: text.content)
        let settings = TextSettings(environment)
        if text != self.text || settings != self.settings || needsCommit {
            if text.content != self.text.content { layout = TextLayout(text.content) }
            self.text = text
            self.settings = settings
            wrapped = nil
            cachedStyle = nil
            invalidateDrawBounds()
            invalidateContent()
        }
    }

    // MARK: Live dates (see `Text+DateStyle.swift`)

    /// The text as given, while it has live parts (dates, timers) this node formats.
    private var liveSource: Text?
    /// The wake-up that formats the live parts again.
    private var liveWake: TimedWakes.Wake?

    /// `text` with its live parts formatted at this frame's date; while one counts from now, a
    /// wake-up formats it again at the next whole second of its count.
    private func resolveLiveContent(of text: Text) -> Text {
        runtime.timedWakes.cancel(liveWake, in: runtime)
        liveWake = nil
        guard text.hasLiveContent else {
            liveSource = nil
            return text
        }
        liveSource = text
        let now = runtime.date(at: runtime.time)
        if let live = text.runs.lazy.compactMap(\.live).first(where: \.isLive) {
            let reference: Date
            switch live {
            case .date(let date, _): reference = date
            case .timerInterval(let range, _, _, _): reference = range.upperBound
            }
            let elapsed = now.timeIntervalSince(reference)
            let step = elapsed.isFinite ? 1 - (elapsed - elapsed.rounded(.down)) : 1
            liveWake = runtime.timedWakes.schedule(at: runtime.time + step, in: runtime) { [weak self] in
                guard let self, !self.isRemoved, let source = self.liveSource else { return }
                self.liveWake = nil
                self.update(with: source)
            }
        }
        return text.resolvingLiveContent(at: now)
    }

    override func didUninstall() {
        super.didUninstall()
        runtime.timedWakes.cancel(liveWake, in: runtime)
        liveWake = nil
    }

    override func computeDrawBounds() -> Rect {
        // Lines are drawn from the frame's origin and are only cut to the frame's width when they
        // can wrap, so they may run past a narrow frame (up to the widest paragraph); at least one
        // line is drawn.
        let frame = presentedFrame.standardized
        let cell = runtime.cellSize
        return Rect(
            origin: frame.origin,
            size: Size(
                width: max(frame.width, Double(layout.idealWidth) * cell.width), height: max(frame.height, cell.height)))
    }

    private var modelColor: Color {
        text.color ?? text.style?.representativeColor(in: environment) ?? environment.foregroundColor
            ?? .default
    }

    /// The colour of parts that set none: animated as a whole.
    private var baseColor: Color { colorSlot.presented ?? environment.foregroundColor ?? .default }

    /// The text baselines: in a terminal a character sits on the bottom of its row, so the first
    /// baseline is the bottom of the first row and the last one the bottom of the frame.
    override func computeExplicitAlignment(_ key: AlignmentKey, in size: Size) -> CGFloat? {
        guard key.axis == .vertical, let id = key.id else { return nil }
        if id == AlignmentGuideID(FirstTextBaselineID.self) {
            return min(runtime.cellSize.height, size.height)
        }
        if id == AlignmentGuideID(LastTextBaselineID.self) { return size.height }
        return nil
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        // Measured in whole cells, converted to layout units (points in points mode). An infinite
        // proposal asks for the ideal (unwrapped) width.
        let cell = runtime.cellSize
        let width = proposal.width.flatMap { $0.isFinite ? CellCount.of($0 / cell.width, rounding: .down) : nil }
        // Counted, not built: measuring is on the path of every row a lazy stack builds.
        let lines = layout.measure(width: width.map { min($0, layout.idealWidth) })
        var widest = lines.widest
        var rows = Double(lines.lines)
        if let limit = settings.lineLimit { rows = min(rows, Double(limit)) }
        // Reserved lines (`.lineLimit(2...)`, `reservesSpace: true`) are blank below the text.
        rows = max(rows, Double(settings.minimumLines))
        // A shorter height takes fewer lines (the last one ends in an ellipsis when drawn), down to
        // one: so a wrapping text is flexible, and a stack gives it its lines after the views that
        // cannot grow, as SwiftUI's does.
        if let proposed = proposal.height, proposed.isFinite {
            rows = min(rows, max((proposed / cell.height).rounded(.down), 1))
        }
        if Int(rows) < lines.lines, let width {
            // Cut: the last line shown takes the rest of its paragraph, up to the width.
            widest = max(widest, min(width, layout.idealWidth))
        }
        return Size(width: Double(widest) * cell.width, height: rows * cell.height)
    }

    override func commit(transaction: Transaction) -> Bool {
        hasCommitted = true
        let colorMoves = colorSlot.set(modelColor, transaction: transaction, at: runtime.time)
        return startContentTransition(transaction: transaction) || colorMoves
    }

    override func advanceOwnAnimations(to time: Double) -> Bool {
        let colorMoves = colorSlot.advance(to: time)
        guard contentRoll != nil else { return colorMoves }
        if !contentRoll!.progress.advance(to: time) { contentRoll = nil }
        return contentRoll != nil || colorMoves
    }

    override func nextOwnAnimationChange(after time: Double) -> Double {
        min(colorSlot.nextChange(after: time), contentRoll?.progress.nextChange(after: time) ?? .infinity)
    }

    override func removeOwnAnimations() {
        colorSlot.removeAnimation()
        contentRoll?.progress.removeAnimation()
        contentRoll = nil
    }

    // MARK: Content transitions

    /// Records a change of content for the environment's ``ContentTransition``; the commit starts
    /// it if its transaction animates.
    private func noteContentTransition(to content: String) {
        let transition = environment.contentTransition
        var countsDown = false
        switch transition.storage {
        case .numericText(let down): countsDown = down
        case .numericValue(let value):
            if let last = lastNumericValue, value.isFinite, last.isFinite { countsDown = value < last }
            lastNumericValue = value
        default: break
        }
        guard hasCommitted, content != text.content, transition != .identity else { return }
        let rolls = transition.rolls && !environment.accessibilityReduceMotion
        pendingContentChange = (text.content, rolls, countsDown)
    }

    private func startContentTransition(transaction: Transaction) -> Bool {
        guard let change = pendingContentChange else { return false }
        pendingContentChange = nil
        var roll = TextContentRoll(
            from: change.from, to: text.content, rolls: change.rolls, countsDown: change.countsDown)
        _ = roll.progress.set(0, transaction: Transaction(), at: runtime.time)
        guard roll.progress.set(1, transaction: transaction, at: runtime.time) else {
            contentRoll = nil
            return false
        }
        contentRoll = roll
        invalidateDrawBounds()
        return true
    }

    /// Draws the content transition in progress of a one-part, leading-aligned text; `false` when
    /// there is none to draw.
    private func drawContentTransition(
        into recorder: inout DisplayListRecorder, origin: Point, frame: Rect, style: Style, context: DrawContext
    ) -> Bool {
        guard let roll = contentRoll, let progress = roll.shownProgress else { return false }
        let cell = runtime.cellSize
        // Wider than the frame while an old, longer text fades out.
        let clip = Rect(
            x: origin.x, y: origin.y,
            width: max(frame.size.width, Double(DisplayWidth.of(roll.from)) * cell.width), height: frame.size.height)
        let clipped = context.clipped(to: clip)
        for piece in roll.pieces(at: progress) {
            let lines = piece.text.split(separator: "\n", omittingEmptySubsequences: false)
            let width = Double(lines.map { DisplayWidth.of($0) }.max() ?? 0)
            let rect = Rect(
                x: origin.x + Double(piece.column) * cell.width, y: origin.y, width: width * cell.width,
                height: Double(lines.count) * cell.height)
            recorder.append(.text(piece.text, style), frame: rect, node: self, context: clipped.fading(by: piece.opacity))
        }
        return true
    }

    override func draw(into recorder: inout DisplayListRecorder, context: DrawContext) {
        let frame = presentedFrame
        // Stored size: a frame overshooting to a negative size draws nothing (CGRect's `width` is
        // the absolute value).
        guard frame.size.width > 0, frame.size.height > 0, frame.size.width.isFinite,
            frame.size.height.isFinite,
            context.isVisible(frame)
        else { return }
        let cell = runtime.cellSize
        // Saturating: the text's own lines bound what is kept, whatever the frame's size.
        let width = CellCount.of(frame.size.width / cell.width)
        var rows = max(CellCount.of(frame.size.height / cell.height), 1)
        if let limit = settings.lineLimit { rows = min(rows, limit) }
        if wrapped?.width != width || wrapped?.rows != rows {
            let lines = layout.displayLines(width: width, maxLines: rows, truncation: settings.truncation)
            wrapped = (width, rows, lines, lines.map { layout.string(of: $0) }.joined(separator: "\n"))
        }
        // Characters cannot scale: keep the text's size and centre it where the scaled frame is.
        // Turned or projected text keeps its transform: the rasteriser moves each character,
        // glyphs upright.
        let isScaled = context.isAxisAligned && (context.scaleX != 1 || context.scaleY != 1)
        let origin: Point
        if isScaled {
            let scaled = context.apply(frame)
            origin = Point(
                x: scaled.origin.x + scaled.size.width / 2 - frame.size.width / 2,
                y: scaled.origin.y + scaled.size.height / 2 - frame.size.height / 2)
        } else {
            origin = frame.origin
        }
        func emit(_ string: String, _ style: Style, _ rect: Rect) {
            if isScaled {
                recorder.appendUntransformed(.text(string, style), frame: rect, node: self, context: context)
            } else {
                recorder.append(.text(string, style), frame: rect, node: self, context: context)
            }
        }
        guard text.runCount > 1 || settings.alignment != .leading else {
            // The common case, one look drawn as one item: no array of styles (a frame draws every
            // text on screen, and `kinema-bench ui/drag` holds a frame to 0 allocations).
            let style = singleRunStyle(context: context)
            if !isScaled,
                drawContentTransition(into: &recorder, origin: origin, frame: frame, style: style, context: context)
            {
                return
            }
            emit(wrapped!.joined, style, Rect(origin: origin, size: frame.size))
            return
        }
        let styles = text.runs.map { style(of: $0, context: context) }
        drawLines(wrapped!.lines, styles: styles, origin: origin, columns: width, emit: emit)
    }

    /// The look of the only run, from the cache when the environment and colour are unchanged.
    private func singleRunStyle(context: DrawContext) -> Style {
        var style: Style
        let presented = colorSlot.presented
        if let cached = cachedStyle, cached.environment == environment.version, cached.color == presented {
            style = cached.style
        } else {
            style = self.style(of: text.firstRun, context: DrawContext())
            cachedStyle = (environment.version, presented, style)
        }
        style.attributes.formUnion(context.textAttributes)
        return style
    }

    /// The look of `run` drawn in `context`.
    private func style(of run: Text.Run, context: DrawContext) -> Style {
        var style = Style(
            foreground: run.color ?? run.style?.representativeColor(in: environment) ?? baseColor,
            background: .default,
            attributes: Text.attributes(of: run, in: environment))
        style.attributes.formUnion(context.textAttributes)
        return style
    }

    /// Draws each line in its own items, one per run of one look, placed by the alignment.
    private func drawLines(
        _ lines: [TextLayout.DisplayLine], styles: [Style], origin: Point, columns: Int,
        emit: (String, Style, Rect) -> Void
    ) {
        let cell = runtime.cellSize
        let runEnds = runEndOffsets()
        let factor: Double =
            switch settings.alignment {
            case .leading: 0
            case .center: 0.5
            case .trailing: 1
            }
        for (row, line) in lines.enumerated() {
            var column = Int((Double(max(columns - line.width, 0)) * factor).rounded(.down))
            var segment = ""
            var segmentColumn = column
            var segmentRun = -1
            func flush() {
                guard !segment.isEmpty, segmentRun >= 0 else { return }
                let width = DisplayWidth.of(segment)
                emit(
                    segment, styles[segmentRun],
                    Rect(
                        x: origin.x + Double(segmentColumn) * cell.width, y: origin.y + Double(row) * cell.height,
                        width: Double(width) * cell.width, height: cell.height))
                segment = ""
            }
            func add(_ character: Character, run: Int) {
                if run != segmentRun {
                    flush()
                    segmentRun = run
                    segmentColumn = column
                }
                segment.append(character)
                column += DisplayWidth.of(character)
            }
            for piece in line.pieces {
                switch piece {
                case .ellipsis:
                    add(TextLayout.ellipsis, run: max(segmentRun, 0))
                case .characters(let range):
                    var run = Self.run(containing: range.lowerBound, ends: runEnds)
                    for offset in range {
                        while run < runEnds.count - 1 && offset >= runEnds[run] { run += 1 }
                        add(layout.character(at: offset), run: run)
                    }
                }
            }
            flush()
        }
    }

    /// Where each run ends, in characters of the whole text.
    private func runEndOffsets() -> [Int] {
        var ends: [Int] = []
        var offset = 0
        for run in text.runs {
            offset += run.content.count
            ends.append(offset)
        }
        return ends
    }

    /// The index of the run that holds character `offset`.
    private static func run(containing offset: Int, ends: [Int]) -> Int {
        var run = 0
        while run < ends.count - 1 && offset >= ends[run] { run += 1 }
        return run
    }
}
