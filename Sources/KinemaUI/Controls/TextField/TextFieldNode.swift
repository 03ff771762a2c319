import KinemaAnimation
import KinemaGeometry
import KinemaRender

/// The node of a text field: holds the text being edited (a ``FieldEditor``) and the part of it
/// that shows (a ``FieldViewport``), draws them in the field's style, and takes focus, keys,
/// presses and pastes.
///
/// Every edit writes the binding, whose new value comes back through the field's body; a value
/// equal to the edited text (compared by storage first, so O(1) for the value just written)
/// keeps the cursor, any other value (the app changed the text) puts the cursor at its end.
///
/// Invariants:
/// - `editor.text` is the last value the binding gave or the field wrote;
/// - while the field has focus and a width, the cursor shows (``FieldViewport/reveal(_:in:width:)``
///   runs before every drawing).
final class TextFieldNode: UnaryNode, FocusableNode, GestureAttachment, PointerControl {
    var editor = FieldEditor()
    private var viewport = FieldViewport()
    private var binding = Binding<String>.constant("")
    private var placeholder: Text?
    private var look = _TextFieldLook.underlined
    private lazy var pointer = ControlPointerRecognizer(control: self)
    private(set) var spaceTransform = SpaceTransform.identity
    /// The characters drawn in the last frame (what a press lands on).
    private var drawnLine = FieldViewport.Line()
    /// The columns the text had in the last frame.
    private var drawnWidth = 0
    private var clicks = ClickCounter()

    /// The widest a field proposed no width measures its text, in columns.
    static let maximumIdealWidth = 256

    var isEnabled: Bool { environment.isEnabled }
    var isFocusable: Bool { isEnabled }
    var isFocused: Bool { runtime.focusedNode === self }
    var attachedRecognizer: (any ErasedGestureRecognizer)? { isEnabled ? pointer : nil }
    var priority: GesturePriority { .normal }
    var mask: GestureMask { .all }

    override func update(with view: any View) {
        let core = view as! _TextFieldCore
        binding = core.binding
        editor.isSecure = core.isSecure
        let lookChanged = environment.textFieldLook != look
        look = environment.textFieldLook
        let placeholderChanged = core.placeholder != placeholder
        placeholder = core.placeholder
        let textChanged = core.value != editor.text
        if textChanged { editor.replaceText(core.value) }
        if lookChanged {
            invalidate()
        } else if textChanged || placeholderChanged || needsCommit {
            invalidateContent()
        }
    }

    // MARK: Layout

    /// The columns and rows the style adds around the text: a rounded box and a space of padding
    /// on each side.
    private var insets: (horizontal: Double, vertical: Double) {
        look == .roundedBorder ? (2, 1) : (0, 0)
    }

    /// One cell in layout units (1 × 1, or points per cell in points mode): a field measures in
    /// whole cells.
    private var cellSize: Size { runtime.cellSize }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        let insets = insets
        let cell = cellSize
        let height = (1 + 2 * insets.vertical) * cell.height
        if let width = proposal.width, width.isFinite {
            return Size(width: max(width, (2 * insets.horizontal + 1) * cell.width), height: height)
        }
        return Size(width: (Double(idealColumns()) + 2 * insets.horizontal) * cell.width, height: height)
    }

    /// The text's (or the placeholder's) width plus the cursor's column, at most
    /// ``maximumIdealWidth``: measuring stops there, so a huge text costs no more.
    private func idealColumns() -> Int {
        let limit = Self.maximumIdealWidth
        var columns = 0
        var position = 0
        let end = editor.text.utf8.count
        while position < end && columns < limit {
            columns += FieldViewport.width(at: position, in: editor)
            position = editor.characterAfter(position)
        }
        let prompt = placeholder.map { DisplayWidth.of($0.content.prefix(limit)) } ?? 0
        return min(max(columns, prompt) + 1, limit)
    }

    /// The text's frame inside the field's frame (the style's insets removed).
    private var textFrame: Rect {
        let frame = presentedFrame
        let insets = insets
        let cell = cellSize
        return Rect(
            x: frame.origin.x + insets.horizontal * cell.width, y: frame.origin.y + insets.vertical * cell.height,
            width: max(frame.size.width - 2 * insets.horizontal * cell.width, 0), height: cell.height)
    }

    // MARK: Drawing

    override func draw(into recorder: inout DisplayListRecorder, context: DrawContext) {
        let frame = presentedFrame
        spaceTransform = SpaceTransform(context: context, frame: frame)
        guard frame.size.width.isFinite, frame.size.height.isFinite, context.isVisible(frame) else { return }
        recorder.addHitRegion(frame, node: self, context: context)
        if isFocusable && context.allowsFocus { recorder.addFocusable(self) }
        let focused = isFocused && isEnabled
        let textFrame = textFrame
        // Bounded by the largest screen, so a field laid out absurdly wide draws a screenful.
        let width = CellCount.of(
            textFrame.size.width / cellSize.width, rounding: .down, cappedAt: Double(CellBuffer.maximumDimension))
        if focused {
            viewport.reveal(editor.cursor, in: editor, width: width)
        } else {
            viewport.scrollToStart()
        }
        if look == .roundedBorder {
            let color = focused ? (environment.tint ?? .accentColor) : Color.gray
            recorder.append(
                .border(.rounded, Style(foreground: color)), frame: frame, node: self, context: context)
        }
        var style = Style(
            foreground: environment.foregroundColor ?? .default,
            attributes: environment.textAttributes.union(context.textAttributes))
        if look == .underlined { style.attributes.insert(.underline) }
        if !isEnabled { style.attributes.insert(.dim) }
        drawnLine = viewport.line(of: editor, width: width)
        drawnWidth = width
        if editor.text.isEmpty, let placeholder {
            drawPlaceholder(placeholder, width: width, style: style, in: &recorder, context: context)
        } else {
            let padding = String(repeating: " ", count: max(width - drawnLine.endColumn, 0))
            let shown = look == .underlined ? drawnLine.text + padding : drawnLine.text
            recorder.append(.text(shown, style), frame: textFrame, node: self, context: context)
        }
        guard focused else { return }
        var highlight = style
        highlight.attributes.insert(.inverse)
        if editor.hasSelection {
            drawSelection(style: highlight, in: &recorder, context: context)
        } else if let column = drawnLine.column(of: editor.cursor) {
            let under =
                editor.cursor < editor.text.utf8.count
                ? FieldViewport.display(editor.text[editor.index(editor.cursor)], isSecure: editor.isSecure)
                    .text
                : " "
            recorder.append(
                .text(under, highlight), frame: cell(column, in: textFrame), node: self, context: context)
        }
    }

    private func drawPlaceholder(
        _ placeholder: Text, width: Int, style: Style, in recorder: inout DisplayListRecorder, context: DrawContext
    ) {
        var dimmed = style
        dimmed.attributes.insert(.dim)
        if let color = placeholder.color { dimmed.foreground = color }
        let firstLine = placeholder.content.prefix { $0 != "\n" }
        var shown = ""
        var columns = 0
        for character in firstLine {
            let taken = DisplayWidth.of(character)
            if columns + taken > width { break }
            shown.append(character)
            columns += taken
        }
        if look == .underlined { shown += String(repeating: " ", count: max(width - columns, 0)) }
        recorder.append(.text(shown, dimmed), frame: textFrame, node: self, context: context)
    }

    /// Draws the selected characters that show, inverted.
    private func drawSelection(style: Style, in recorder: inout DisplayListRecorder, context: DrawContext) {
        let selection = editor.selection
        let selected = drawnLine.clusters.filter { selection.contains($0.offset) }
        guard let first = selected.first else { return }
        var shown = ""
        for cluster in selected {
            shown +=
                FieldViewport.display(editor.text[editor.index(cluster.offset)], isSecure: editor.isSecure)
                .text
        }
        recorder.append(
            .text(shown, style), frame: cell(first.column, in: textFrame), node: self, context: context)
    }

    private func cell(_ column: Int, in textFrame: Rect) -> Rect {
        let cell = cellSize
        return Rect(
            x: textFrame.origin.x + Double(column) * cell.width, y: textFrame.origin.y, width: cell.width,
            height: cell.height)
    }

    // MARK: Focus and editing

    /// Enter or Space while focused, from a host that activates every focusable view: the field
    /// takes them as keys.
    func activate() {}

    /// Focus moved here or away: a field that loses focus shows its text from the start again
    /// (drawing does it); nothing else changes.
    func focusDidChange() {}

    /// Moves keyboard focus to this field.
    func takeFocus() {
        guard isEnabled, runtime.focusedNode !== self else { return }
        runtime.setFocus(self)
    }

    /// Writes the edited text to the binding when it changed.
    func commitEdit(from old: String) {
        guard editor.text != old else { return }
        binding.wrappedValue = editor.text
    }

    override func handleKeyPress(_ press: KeyPress) -> Bool {
        // A release (kitty keyboard protocol) edits nothing: the press already did.
        guard press.phase != .up else { return false }
        return handleEditingKey(press)
    }

    override func handlePaste(_ text: String) -> Bool {
        guard isFocused, isEnabled else { return false }
        let old = editor.text
        editor.insert(text)
        commitEdit(from: old)
        return true
    }

    // MARK: Pointer

    /// The boundary a press at local `location` lands on; past the field's edges, one character
    /// beyond what shows, so dragging out of the field scrolls it.
    private func offset(at location: Point) -> Int {
        let column = Double(location.x) / cellSize.width - insets.horizontal
        if column < 0 {
            return editor.characterBefore(drawnLine.clusters.first?.offset ?? drawnLine.endOffset)
        }
        if column >= Double(drawnWidth) {
            return editor.characterAfter(drawnLine.endOffset)
        }
        return drawnLine.offset(atColumn: column)
    }

    func pointerBegan(at location: Point, event: GestureEvent) {
        guard isEnabled else { return }
        takeFocus()
        let offset = offset(at: location)
        switch clicks.press(at: offset, time: event.time) {
        case 1: editor.moveCursor(to: offset, extending: event.modifiers.contains(.shift))
        case 2: editor.selectWord(at: offset)
        default: editor.selectAll()
        }
    }

    func pointerMoved(to location: Point, event: GestureEvent) {
        guard isEnabled, isFocused, clicks.count == 1 else { return }
        editor.moveCursor(to: offset(at: location), extending: true)
    }

    func pointerEnded(at location: Point, event: GestureEvent) {
        pointerMoved(to: location, event: event)
    }

    func pointerCancelled() {}
}

/// Counts presses in a row at the same place (double and triple clicks).
@MainActor
struct ClickCounter {
    private(set) var count = 0
    private var lastTime = -Double.infinity
    private var lastPlace = -1

    /// Records a press at `place` (any identity of where it landed) at `time`; returns how many
    /// presses in a row it makes (1 after a pause of ``TapGesture/multiTapInterval`` or elsewhere).
    mutating func press(at place: Int, time: Double) -> Int {
        let isRepeat = place == lastPlace && time - lastTime < TapGesture.multiTapInterval
        count = isRepeat ? count + 1 : 1
        lastTime = time
        lastPlace = place
        return count
    }
}
