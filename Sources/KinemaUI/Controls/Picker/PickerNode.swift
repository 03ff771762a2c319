import Foundation
import KinemaAnimation
import KinemaGeometry
import KinemaRender

/// The drawn part of a ``Picker``: its options and label as children, laid out, drawn and driven
/// by ``PickerNode``.
public struct _PickerCore: View, PrimitiveView {
    let selection: AnyHashable
    /// Whether a tag has the selection's type (only such options can be selected).
    let accepts: @MainActor (AnyHashable) -> Bool
    /// Writes a tag to the selection; `false` when the tag's type is not the selection's.
    let select: @MainActor (AnyHashable) -> Bool
    let kind: PickerKind
    let showsLabel: Bool
    let tint: Color
    let content: AnyView
    let label: AnyView

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        PickerNode(runtime: runtime, parent: parent, environment: environment)
    }

    /// A primitive view: the runtime implements it, it has no body.
    public typealias Body = Never
}

/// Lays out a picker's options (the subviews of its content, `children[0]`) as segments, as rows
/// with radio marks, or as the rows of a pop-up menu, with its label (`children[1]`); takes focus,
/// arrow keys and clicks, and writes the selection.
///
/// Everything is measured in whole cells and converted to layout units (points in points mode)
/// with the runtime's cell size, so a picker looks the same in both modes.
///
/// Invariant: `optionFrames` has one frame per option of the last layout (segmented, inline) or
/// of the last drawn menu (menu), relative to the node's frame origin.
final class PickerNode: UnaryNode, FocusableNode, GestureAttachment, PointerControl {
    private(set) var core: _PickerCore?
    private lazy var pointer = ControlPointerRecognizer(control: self)
    private(set) var spaceTransform = SpaceTransform.identity
    var optionFrames: [Rect] = []
    /// The option a press went down on.
    var pressedOption: Int?
    /// The menu style's pop-up: open or closed, its highlight and where it was drawn.
    var menu = PickerMenuState()
    private var derived = DerivedEnvironment()
    private var lastView: (any View)?

    /// Columns of padding on each side of a segment's option.
    static let segmentPadding = 1.0
    /// Columns of an inline row's radio mark and the space after it.
    static let markWidth = 2.0

    var isEnabled: Bool { environment.isEnabled }
    var isFocusable: Bool { isEnabled }
    var isFocused: Bool { runtime.focusedNode === self }
    var attachedRecognizer: (any ErasedGestureRecognizer)? { isEnabled ? pointer : nil }
    var priority: GesturePriority { .normal }
    var mask: GestureMask { .all }

    var kind: PickerKind { core?.kind ?? .menu }
    /// One cell, in layout units.
    var cell: Size { runtime.cellSize }

    override func update(with view: any View) {
        lastView = view
        let new = view as! _PickerCore
        let old = core
        core = new
        runtime.reconcileChild(of: self, at: 0, with: new.content)
        runtime.reconcileChild(of: self, at: 1, with: new.showsLabel ? new.label : AnyView(EmptyView()))
        if new.kind != .menu || !isEnabled { menu.isOpen = false }
        if old?.kind != new.kind || old?.showsLabel != new.showsLabel {
            invalidate()
        } else if old?.selection != new.selection || old?.tint != new.tint {
            invalidateCommit()
        }
    }

    override var environmentForChildren: EnvironmentValues {
        derived.value(from: environment) { [unowned self] environment in
            environment.isFocused = runtime.focusedNode === self
        }
    }

    func focusDidChange() {
        // Focus moving away (Tab, a click elsewhere) closes the menu, as it does on a desktop.
        if !isFocused { menu.isOpen = false }
        derived.invalidate()
        if let lastView { update(with: lastView) }
        invalidateCommit()
    }

    func activate() {}

    // MARK: Options

    /// The options: the subviews of the content.
    var options: [ViewNode] {
        var subviews: [ViewNode] = []
        children.first?.collectSubviews(into: &subviews)
        return subviews
    }

    var labelNode: ViewNode? { children.count > 1 ? children[1] : nil }

    /// The index of the selected option: the first whose tag equals the selection.
    func selectedIndex(in options: [ViewNode]) -> Int? {
        guard let selection = core?.selection else { return nil }
        return options.firstIndex { $0.subviewTag == selection }
    }

    /// The indices of the options that can be selected: tagged with the selection's type.
    func selectable(in options: [ViewNode]) -> [Int] {
        options.indices.filter { index in
            options[index].subviewTag.map { core?.accepts($0) ?? false } ?? false
        }
    }

    /// Selects option `index` if it has a tag of the selection's type; `true` when it did.
    @discardableResult
    func select(_ index: Int, in options: [ViewNode]) -> Bool {
        guard let core, options.indices.contains(index), let tag = options[index].subviewTag else {
            return false
        }
        if tag == core.selection { return true }
        return core.select(tag)
    }

    /// `length` (layout units) in whole columns, rounded up; non-finite lengths count as one.
    func columns(_ length: CGFloat) -> Double {
        let value = Double(length / cell.width)
        guard value.isFinite else { return 1 }
        return min(value.rounded(.up), Double(CellBuffer.maximumDimension))
    }

    // MARK: Layout

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        let options = options
        switch kind {
        case .segmented:
            guard !options.isEmpty else { return Size(width: 0, height: 0) }
            let segment = segmentWidth(for: options, proposedWidth: proposal.width)
            let count = Double(options.count)
            return Size(width: (segment * count + count - 1) * cell.width, height: cell.height)
        case .inline:
            let labelSize =
                labelNode?.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil)) ?? .zero
            let mark = CGFloat(Self.markWidth) * cell.width
            let optionWidth = proposal.width.map { max($0 - mark, 0) }
            var width = labelSize.width
            var height = labelSize.height
            for option in options {
                let size = option.sizeThatFits(ProposedViewSize(width: optionWidth, height: nil))
                width = max(width, mark + size.width)
                height += max(size.height, cell.height)
            }
            if let proposed = proposal.width, proposed.isFinite { width = proposed }
            return Size(width: width, height: height)
        case .menu:
            return menuSize(proposal, options: options)
        }
    }

    /// The width of every segment in columns: the widest option plus padding, or the offered width
    /// shared equally when that is wider (or narrower: options then truncate), at least 3 columns.
    private func segmentWidth(for options: [ViewNode], proposedWidth: CGFloat?) -> Double {
        let count = Double(options.count)
        if let proposed = proposedWidth, proposed.isFinite {
            let available = Double(proposed / cell.width)
            return max(((available - (count - 1)) / count).rounded(.down), 3)
        }
        let widest = options.map { columns($0.sizeThatFits(.unspecified).width) }.max() ?? 0
        return max(widest + 2 * Self.segmentPadding, 3)
    }

    override func placeContent(in frame: Rect, transaction: Transaction) {
        let options = options
        var frames: [Rect] = []
        let (cw, ch) = (cell.width, cell.height)
        switch kind {
        case .segmented:
            let segment = segmentWidth(for: options, proposedWidth: frame.size.width)
            for (index, option) in options.enumerated() {
                let x = Double(index) * (segment + 1)
                let inner = max(segment - 2 * Self.segmentPadding, 1)
                let size = option.sizeThatFits(ProposedViewSize(width: inner * cw, height: ch))
                let width = min(columns(size.width), inner)
                let offset = ((segment - width) / 2).rounded(.down)
                option.place(
                    in: Rect(
                        x: frame.origin.x + (x + offset) * cw, y: frame.origin.y, width: width * cw, height: ch),
                    transaction: transaction)
                frames.append(Rect(x: x * cw, y: 0, width: segment * cw, height: ch))
            }
            labelNode?.place(in: Rect(origin: frame.origin, size: .zero), transaction: transaction)
        case .inline:
            var y: CGFloat = 0
            if let labelNode {
                let size = labelNode.sizeThatFits(ProposedViewSize(width: frame.size.width, height: nil))
                labelNode.place(
                    in: Rect(x: frame.origin.x, y: frame.origin.y, width: size.width, height: size.height),
                    transaction: transaction)
                y += size.height
            }
            let mark = CGFloat(Self.markWidth) * cw
            let width = max(frame.size.width - mark, 0)
            for option in options {
                let size = option.sizeThatFits(ProposedViewSize(width: width, height: nil))
                let height = max(size.height, ch)
                option.place(
                    in: Rect(
                        x: frame.origin.x + mark, y: frame.origin.y + y, width: min(size.width, width),
                        height: height),
                    transaction: transaction)
                frames.append(Rect(x: 0, y: y, width: frame.size.width, height: height))
                y += height
            }
        case .menu:
            placeMenu(in: frame, options: options, transaction: transaction)
        }
        if kind != .menu { optionFrames = frames }
    }

    // MARK: Drawing

    override func draw(into recorder: inout DisplayListRecorder, context: DrawContext) {
        let frame = presentedFrame
        spaceTransform = SpaceTransform(context: context, frame: frame)
        guard frame.size.width.isFinite, frame.size.height.isFinite else { return }
        recorder.addHitRegion(frame, node: self, context: context)
        if isFocusable && context.allowsFocus { recorder.addFocusable(self) }
        var base = context
        if !isEnabled { base.textAttributes.insert(.dim) }
        let options = options
        let selected = selectedIndex(in: options)
        let showsFocus = isFocused && isEnabled && environment.isFocusEffectEnabled
        let tint = core?.tint ?? .accentColor
        labelNode?.drawIfVisible(into: &recorder, context: base)
        if kind == .menu {
            drawMenu(into: &recorder, context: base, options: options, selected: selected, showsFocus: showsFocus)
            return
        }
        let (cw, ch) = (cell.width, cell.height)
        for (index, option) in options.enumerated() where index < optionFrames.count {
            let local = optionFrames[index]
            let box = Rect(
                x: frame.origin.x + local.origin.x, y: frame.origin.y + local.origin.y,
                width: local.size.width, height: local.size.height)
            var optionContext = base
            switch kind {
            case .segmented:
                let fill = index == selected ? tint : BorderedButtonStyle.bezel
                recorder.append(.fill(fill), frame: box, node: self, context: base)
                if index > 0 {
                    let separator = Rect(x: box.origin.x - cw, y: box.origin.y, width: cw, height: ch)
                    recorder.append(
                        .text("│", Style(foreground: .white, background: BorderedButtonStyle.bezel)),
                        frame: separator, node: self, context: base)
                }
                if index == selected { optionContext.textAttributes.insert(.bold) }
            case .inline, .menu:
                let mark = index == selected ? "◉" : "○"
                let markStyle = Style(
                    foreground: index == selected ? tint : .default,
                    attributes: environment.textAttributes.union(base.textAttributes))
                recorder.append(
                    .text(mark, markStyle), frame: Rect(x: box.origin.x, y: box.origin.y, width: cw, height: ch),
                    node: self, context: base)
            }
            if showsFocus && index == selected { optionContext.textAttributes.insert(.inverse) }
            option.drawIfVisible(into: &recorder, context: optionContext)
        }
    }

    // MARK: Input

    /// The option at `location` (local, layout units), if any.
    func option(at location: Point) -> Int? {
        optionFrames.firstIndex { frame in
            location.x >= frame.minX && location.x < frame.maxX && location.y >= frame.minY
                && location.y < frame.maxY
        }
    }

    func pointerBegan(at location: Point, event: GestureEvent) {
        guard isEnabled else { return }
        runtime.setFocus(self)
        if kind == .menu {
            menuPointerBegan(at: location)
            return
        }
        pressedOption = option(at: location)
    }

    func pointerMoved(to location: Point, event: GestureEvent) {
        if kind == .menu { menuPointerMoved(to: location) }
    }

    func pointerEnded(at location: Point, event: GestureEvent) {
        if kind == .menu {
            menuPointerEnded(at: location)
            return
        }
        defer { pressedOption = nil }
        guard isEnabled, let pressed = pressedOption, option(at: location) == pressed else { return }
        select(pressed, in: options)
    }

    func pointerCancelled() {
        pressedOption = nil
        menu.pressedButton = false
    }

    override func handleKeyPress(_ press: KeyPress) -> Bool {
        guard isFocused, isEnabled, press.phase != .up,
            press.modifiers.isDisjoint(with: [.control, .command, .option])
        else { return false }
        if kind == .menu { return handleMenuKey(press) }
        let options = options
        guard !options.isEmpty else { return false }
        let (previous, next): (KeyEquivalent, KeyEquivalent) =
            kind == .segmented ? (.leftArrow, .rightArrow) : (.upArrow, .downArrow)
        let current = selectedIndex(in: options)
        let selectable = selectable(in: options)
        guard let first = selectable.first, let last = selectable.last else { return true }
        let target: Int?
        switch press.key {
        case next:
            target =
                current.flatMap { index in selectable.first { $0 > index } } ?? (current == nil ? first : nil)
        case previous:
            target =
                current.flatMap { index in selectable.last { $0 < index } } ?? (current == nil ? last : nil)
        case .home: target = first
        case .end: target = last
        default: return false
        }
        if let target { select(target, in: options) }
        return true
    }
}
