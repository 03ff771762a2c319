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

/// Lays out a picker's options (the subviews of its content, `children[0]`) as segments or as
/// rows with radio marks, with its label (`children[1]`) above the rows; takes focus, arrow keys
/// and clicks, and writes the selection.
///
/// Invariant: `optionFrames` has one frame per option of the last layout, relative to the
/// node's frame origin.
final class PickerNode: UnaryNode, FocusableNode, GestureAttachment, PointerControl {
    private var core: _PickerCore?
    private lazy var pointer = ControlPointerRecognizer(control: self)
    private(set) var spaceTransform = SpaceTransform.identity
    private var optionFrames: [Rect] = []
    /// The option a press went down on.
    private var pressedOption: Int?
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

    private var kind: PickerKind { core?.kind ?? .inline }

    override func update(with view: any View) {
        lastView = view
        let new = view as! _PickerCore
        let old = core
        core = new
        runtime.reconcileChild(of: self, at: 0, with: new.content)
        runtime.reconcileChild(of: self, at: 1, with: new.showsLabel ? new.label : AnyView(EmptyView()))
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
        derived.invalidate()
        if let lastView { update(with: lastView) }
        invalidateCommit()
    }

    func activate() {}

    // MARK: Options

    /// The options: the subviews of the content.
    private var options: [ViewNode] {
        var subviews: [ViewNode] = []
        children.first?.collectSubviews(into: &subviews)
        return subviews
    }

    private var labelNode: ViewNode? { children.count > 1 ? children[1] : nil }

    /// The index of the selected option: the first whose tag equals the selection.
    private func selectedIndex(in options: [ViewNode]) -> Int? {
        guard let selection = core?.selection else { return nil }
        return options.firstIndex { $0.subviewTag == selection }
    }

    // MARK: Layout

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        let options = options
        switch kind {
        case .segmented:
            guard !options.isEmpty else { return Size(width: 0, height: 0) }
            let segment = segmentWidth(for: options, proposedWidth: proposal.width)
            return Size(width: segment * Double(options.count) + Double(options.count - 1), height: 1)
        case .inline:
            let labelSize =
                labelNode?.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil)) ?? .zero
            let optionWidth = proposal.width.map { max(Double($0) - Self.markWidth, 0) }
            var width = Double(labelSize.width)
            var height = Double(labelSize.height)
            for option in options {
                let size = option.sizeThatFits(
                    ProposedViewSize(width: optionWidth.map { CGFloat($0) }, height: nil))
                width = max(width, Self.markWidth + Double(size.width))
                height += max(Double(size.height), 1)
            }
            if let proposed = proposal.width, proposed.isFinite { width = Double(proposed) }
            return Size(width: width, height: height)
        }
    }

    /// The width of every segment: the widest option plus padding, or the offered width shared
    /// equally when that is wider (or narrower: options then truncate), at least 3 columns.
    private func segmentWidth(for options: [ViewNode], proposedWidth: CGFloat?) -> Double {
        let count = Double(options.count)
        if let proposed = proposedWidth, proposed.isFinite {
            return max(((Double(proposed) - (count - 1)) / count).rounded(.down), 3)
        }
        let widest = options.map { Double($0.sizeThatFits(.unspecified).width) }.max() ?? 0
        let capped = widest.isFinite ? min(widest, Double(CellBuffer.maximumDimension)) : 1
        return max(capped.rounded(.up) + 2 * Self.segmentPadding, 3)
    }

    override func placeContent(in frame: Rect, transaction: Transaction) {
        let options = options
        var frames: [Rect] = []
        switch kind {
        case .segmented:
            let segment = segmentWidth(for: options, proposedWidth: frame.size.width)
            for (index, option) in options.enumerated() {
                let x = Double(index) * (segment + 1)
                let inner = max(segment - 2 * Self.segmentPadding, 1)
                let size = option.sizeThatFits(ProposedViewSize(width: CGFloat(inner), height: 1))
                let width = min(Double(size.width), inner)
                let offset = ((segment - width) / 2).rounded(.down)
                option.place(
                    in: Rect(x: frame.origin.x + x + offset, y: frame.origin.y, width: width, height: 1),
                    transaction: transaction)
                frames.append(Rect(x: x, y: 0, width: segment, height: 1))
            }
            labelNode?.place(in: Rect(origin: frame.origin, size: .zero), transaction: transaction)
        case .inline:
            var y = 0.0
            if let labelNode {
                let size = labelNode.sizeThatFits(ProposedViewSize(width: frame.size.width, height: nil))
                labelNode.place(
                    in: Rect(x: frame.origin.x, y: frame.origin.y, width: size.width, height: size.height),
                    transaction: transaction)
                y += Double(size.height)
            }
            let width = max(Double(frame.size.width) - Self.markWidth, 0)
            for option in options {
                let size = option.sizeThatFits(ProposedViewSize(width: CGFloat(width), height: nil))
                let height = max(Double(size.height), 1)
                option.place(
                    in: Rect(
                        x: frame.origin.x + Self.markWidth, y: frame.origin.y + y,
                        width: min(Double(size.width), width),
                        height: height),
                    transaction: transaction)
                frames.append(Rect(x: 0, y: y, width: Double(frame.size.width), height: height))
                y += height
            }
        }
        optionFrames = frames
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
        for (index, option) in options.enumerated() where index < optionFrames.count {
            let local = optionFrames[index]
            let cell = Rect(
                x: frame.origin.x + local.origin.x, y: frame.origin.y + local.origin.y,
                width: local.size.width,
                height: local.size.height)
            var optionContext = base
            switch kind {
            case .segmented:
                let fill = index == selected ? tint : BorderedButtonStyle.bezel
                recorder.append(.fill(fill), frame: cell, node: self, context: base)
                if index > 0 {
                    let separator = Rect(x: cell.origin.x - 1, y: cell.origin.y, width: 1, height: 1)
                    recorder.append(
                        .text("│", Style(foreground: .white, background: BorderedButtonStyle.bezel)),
                        frame: separator, node: self, context: base)
                }
                if index == selected { optionContext.textAttributes.insert(.bold) }
            case .inline:
                let mark = index == selected ? "◉" : "○"
                let markStyle = Style(
                    foreground: index == selected ? tint : .default,
                    attributes: environment.textAttributes.union(base.textAttributes))
                recorder.append(
                    .text(mark, markStyle),
                    frame: Rect(x: cell.origin.x, y: cell.origin.y, width: 1, height: 1),
                    node: self, context: base)
            }
            if showsFocus && index == selected { optionContext.textAttributes.insert(.inverse) }
            option.drawIfVisible(into: &recorder, context: optionContext)
        }
    }

    // MARK: Input

    /// The option at `location` (local), if any.
    private func option(at location: Point) -> Int? {
        let column = Double(location.x).rounded(.down)
        let row = Double(location.y).rounded(.down)
        return optionFrames.firstIndex {
            column >= $0.minX && column < $0.maxX && row >= $0.minY && row < $0.maxY
        }
    }

    /// Selects option `index` if it has a tag of the selection's type; `true` when it did.
    @discardableResult
    private func select(_ index: Int, in options: [ViewNode]) -> Bool {
        guard let core, options.indices.contains(index), let tag = options[index].subviewTag else {
            return false
        }
        if tag == core.selection { return true }
        return core.select(tag)
    }

    func pointerBegan(at location: Point, event: GestureEvent) {
        guard isEnabled else { return }
        runtime.setFocus(self)
        pressedOption = option(at: location)
    }

    func pointerMoved(to location: Point, event: GestureEvent) {}

    func pointerEnded(at location: Point, event: GestureEvent) {
        defer { pressedOption = nil }
        guard isEnabled, let pressed = pressedOption, option(at: location) == pressed else { return }
        select(pressed, in: options)
    }

    func pointerCancelled() {
        pressedOption = nil
    }

    override func handleKeyPress(_ press: KeyPress) -> Bool {
        guard isFocused, isEnabled, press.phase != .up,
            press.modifiers.isDisjoint(with: [.control, .command, .option])
        else { return false }
        let options = options
        guard !options.isEmpty else { return false }
        let (previous, next): (KeyEquivalent, KeyEquivalent) =
            kind == .segmented ? (.leftArrow, .rightArrow) : (.upArrow, .downArrow)
        let current = selectedIndex(in: options)
        let selectable = options.indices.filter { index in
            options[index].subviewTag.map { core?.accepts($0) ?? false } ?? false
        }
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
