import Foundation
import KinemaAnimation
import KinemaGeometry
import KinemaRender

/// The menu style's pop-up: whether it is open, which option is highlighted, and where the button
/// and the list's rows are (layout units, relative to the picker's frame origin).
struct PickerMenuState {
    var isOpen = false
    var highlighted: Int?
    /// Whether the current press began on the picker's button (or its label) rather than in the list.
    var pressedButton = false
    /// The pop-up button, laid out at the right end of the picker.
    var buttonFrame = Rect.zero
    /// The widest option, in columns.
    var optionColumns = 1.0
    /// Each option's row in the list, relative to the list's first row.
    var rows: [Rect] = []
}

/// The menu style (``MenuPickerStyle``): a pop-up button showing the selected option and `▾`, and,
/// while open, a bordered list of every option drawn over everything else.
///
/// The list is not part of layout: the options are laid out once, as a column starting at the
/// picker's origin, and drawn translated — the selected one to the button, all of them into the
/// list — so opening the menu moves nothing around it. The list is drawn at ``menuZIndex`` without
/// the ancestors' clip, so a picker inside a scroll view or a clipped box shows its whole list, and
/// while it is open a hit region covering the screen at the same z-index takes presses outside it
/// (they close the menu, as on a desktop, and do not reach the views beneath).
extension PickerNode {
    /// The z-index the open list is drawn at: above any z-index an app sets in practice.
    static let menuZIndex = 1e12

    /// Columns between the button's option and its `▾`, plus the `▾`.
    static let chevronColumns = 2.0

    /// The list's background: a dark grey on a dark screen, a light one on a light screen.
    func menuBackground() -> Color {
        environment.colorScheme == .dark ? Color(white: 0.16) : Color(white: 0.94)
    }

    func menuSize(_ proposal: ProposedViewSize, options: [ViewNode]) -> Size {
        let widest = max(options.map { columns($0.sizeThatFits(.unspecified).width) }.max() ?? 1, 1)
        let button = (widest + Self.chevronColumns) * cell.width
        let showsLabel = core?.showsLabel ?? false
        let label = showsLabel ? (labelNode?.sizeThatFits(.unspecified) ?? .zero) : .zero
        let height = max(label.height, cell.height)
        guard showsLabel else { return Size(width: button, height: height) }
        // As a settings row: the offered width, the button at its right end.
        if let proposed = proposal.width, proposed.isFinite { return Size(width: max(proposed, button), height: height) }
        return Size(width: label.width + cell.width + button, height: height)
    }

    func placeMenu(in frame: Rect, options: [ViewNode], transaction: Transaction) {
        let (cw, ch) = (cell.width, cell.height)
        let widest = max(options.map { columns($0.sizeThatFits(.unspecified).width) }.max() ?? 1, 1)
        let buttonWidth = (widest + Self.chevronColumns) * cw
        let buttonX = max(frame.size.width - buttonWidth, 0)
        if let labelNode {
            let size = labelNode.sizeThatFits(ProposedViewSize(width: max(buttonX - cw, 0), height: nil))
            labelNode.place(
                in: Rect(x: frame.origin.x, y: frame.origin.y, width: min(size.width, max(buttonX - cw, 0)), height: size.height),
                transaction: transaction)
        }
        menu.buttonFrame = Rect(x: buttonX, y: 0, width: buttonWidth, height: ch)
        menu.optionColumns = widest
        var rows: [Rect] = []
        var y: CGFloat = 0
        for option in options {
            let size = option.sizeThatFits(ProposedViewSize(width: widest * cw, height: nil))
            let height = max(size.height, ch)
            option.place(
                in: Rect(x: frame.origin.x, y: frame.origin.y + y, width: min(size.width, widest * cw), height: height),
                transaction: transaction)
            rows.append(Rect(x: 0, y: y, width: widest * cw, height: height))
            y += height
        }
        menu.rows = rows
        if menu.isOpen && menu.highlighted.map({ $0 >= rows.count }) == true { menu.highlighted = nil }
    }

    func drawMenu(
        into recorder: inout DisplayListRecorder, context: DrawContext, options: [ViewNode], selected: Int?,
        showsFocus: Bool
    ) {
        let frame = presentedFrame
        let (cw, ch) = (cell.width, cell.height)
        let tint = core?.tint ?? .accentColor
        let attributes = environment.textAttributes.union(context.textAttributes)
        let button = menu.buttonFrame.offsetBy(dx: frame.origin.x, dy: frame.origin.y)
        var buttonContext = context
        if showsFocus {
            buttonContext.textAttributes.insert(.inverse)
            let columns = Int(menu.optionColumns + Self.chevronColumns)
            recorder.append(
                .text(String(repeating: " ", count: columns), Style(attributes: attributes.union(.inverse))),
                frame: button, node: self, context: context)
        }
        if let selected, selected < menu.rows.count {
            let row = menu.rows[selected]
            options[selected].drawIfVisible(
                into: &recorder, context: buttonContext.translated(dx: menu.buttonFrame.minX, dy: -row.minY))
        }
        recorder.append(
            .text("▾", Style(foreground: tint, attributes: buttonContext.textAttributes.union(attributes))),
            frame: Rect(x: button.maxX - cw, y: button.minY, width: cw, height: ch), node: self, context: context)
        guard menu.isOpen else {
            optionFrames = []
            return
        }
        // The list: two columns of mark, the options, a column of margin, inside a rounded border.
        let contentColumns = 2 + menu.optionColumns + 1
        let size = Size(width: (contentColumns + 2) * cw, height: (menu.rows.last?.maxY ?? 0) + 2 * ch)
        let origin = listOrigin(size: size, context: context)
        let list = Rect(origin: origin, size: size)
        var listContext = context
        listContext.zIndex = Self.menuZIndex
        listContext.clip = nil
        listContext.clipShapes = []
        // A scroll view culls its content to its viewport; the list may hang below it.
        listContext.visibleBounds = Rect(origin: .zero, size: runtime.size)
        var screenContext = DrawContext()
        screenContext.zIndex = Self.menuZIndex
        recorder.addHitRegion(Rect(origin: .zero, size: runtime.size), node: self, context: screenContext)
        let onScreen = list.offsetBy(dx: frame.origin.x, dy: frame.origin.y)
        recorder.append(.fill(menuBackground()), frame: onScreen, node: self, context: listContext)
        recorder.append(
            .border(.rounded, Style(foreground: .gray, attributes: attributes)), frame: onScreen, node: self,
            context: listContext)
        let selectable = Set(selectable(in: options))
        var frames: [Rect] = []
        for (index, option) in options.enumerated() where index < menu.rows.count {
            let row = menu.rows[index]
            let local = Rect(
                x: list.minX + cw, y: list.minY + ch + row.minY, width: contentColumns * cw, height: row.height)
            frames.append(local)
            let rowOnScreen = local.offsetBy(dx: frame.origin.x, dy: frame.origin.y)
            let isHighlighted = index == menu.highlighted
            if isHighlighted { recorder.append(.fill(tint), frame: rowOnScreen, node: self, context: listContext) }
            if index == selected {
                recorder.append(
                    .text("✓", Style(foreground: isHighlighted ? .white : tint, attributes: attributes.union(.bold))),
                    frame: Rect(x: rowOnScreen.minX, y: rowOnScreen.minY, width: cw, height: ch), node: self,
                    context: listContext)
            }
            var optionContext = listContext.translated(dx: list.minX + 3 * cw, dy: list.minY + ch)
            if !selectable.contains(index) { optionContext.textAttributes.insert(.dim) }
            if isHighlighted { optionContext.textAttributes.insert(.bold) }
            option.drawIfVisible(into: &recorder, context: optionContext)
        }
        optionFrames = frames
    }

    /// Where the list goes, relative to the picker's frame origin: below the button, its options
    /// lined up with the button's, or above it when it does not fit below and fits (or fits
    /// better) above; moved left or right to stay on screen.
    private func listOrigin(size: Size, context: DrawContext) -> Point {
        let frame = presentedFrame
        let screen = Rect(origin: .zero, size: runtime.size)
        let button = menu.buttonFrame
        var x = button.minX - 3 * cell.width
        let below = button.maxY
        let above = button.minY - size.height
        func onScreen(_ y: CGFloat) -> Rect {
            context.apply(Rect(x: frame.origin.x + x, y: frame.origin.y + y, width: size.width, height: size.height))
        }
        var y = below
        let belowRect = onScreen(below)
        if belowRect.maxY > screen.maxY {
            let aboveRect = onScreen(above)
            let roomBelow = screen.maxY - belowRect.minY
            let roomAbove = aboveRect.maxY - screen.minY
            if aboveRect.minY >= screen.minY || roomAbove > roomBelow { y = above }
        }
        let scale = context.scaleX > 0 && context.scaleX.isFinite ? context.scaleX : 1
        let placed = onScreen(y)
        if placed.maxX > screen.maxX { x -= (placed.maxX - screen.maxX) / scale }
        let shifted = onScreen(y)
        if shifted.minX < screen.minX { x += (screen.minX - shifted.minX) / scale }
        return Point(x: x, y: y)
    }

    // MARK: Opening and closing

    func openMenu() {
        let options = options
        menu.isOpen = true
        menu.highlighted = selectedIndex(in: options) ?? selectable(in: options).first
        invalidateCommit()
    }

    func closeMenu() {
        guard menu.isOpen else { return }
        menu.isOpen = false
        menu.highlighted = nil
        optionFrames = []
        invalidateCommit()
    }

    /// Highlights option `index` when it can be chosen.
    private func highlight(_ index: Int?, in options: [ViewNode]) {
        guard let index, selectable(in: options).contains(index), index != menu.highlighted else { return }
        menu.highlighted = index
        invalidateCommit()
    }

    /// Whether `location` (local) is on the picker itself (its label or button).
    private func isOnPicker(_ location: Point) -> Bool {
        let size = presentedFrame.size
        return location.x >= 0 && location.y >= 0 && location.x < size.width && location.y < size.height
    }

    // MARK: Pointer

    func menuPointerBegan(at location: Point) {
        guard menu.isOpen else {
            menu.pressedButton = true
            return
        }
        if let row = option(at: location) {
            pressedOption = row
            highlight(row, in: options)
        } else if isOnPicker(location) {
            menu.pressedButton = true
        } else {
            // A press outside the open list closes it.
            closeMenu()
        }
    }

    func menuPointerMoved(to location: Point) {
        guard menu.isOpen, pressedOption != nil || menu.pressedButton, let row = option(at: location) else { return }
        highlight(row, in: options)
    }

    func menuPointerEnded(at location: Point) {
        defer {
            pressedOption = nil
            menu.pressedButton = false
        }
        guard isEnabled else { return }
        guard menu.isOpen else {
            if menu.pressedButton && isOnPicker(location) { openMenu() }
            return
        }
        let options = options
        if let row = option(at: location), pressedOption == row || (pressedOption == nil && menu.pressedButton) {
            guard selectable(in: options).contains(row) else { return }
            select(row, in: options)
            closeMenu()
        } else if menu.pressedButton && isOnPicker(location) {
            closeMenu()
        }
    }

    // MARK: Keys

    /// Closed: Return, Space, ↓ or ↑ open the list. Open: ↑ ↓ Home End move the highlight among the
    /// options that can be chosen, Return or Space choose the highlighted one, Esc closes.
    func handleMenuKey(_ press: KeyPress) -> Bool {
        guard menu.isOpen else {
            switch press.key {
            case .return, .space, .downArrow, .upArrow:
                openMenu()
                return true
            default:
                return false
            }
        }
        let options = options
        let selectable = selectable(in: options)
        let current = menu.highlighted
        switch press.key {
        case .escape:
            closeMenu()
        case .downArrow:
            highlight(current.flatMap { index in selectable.first { $0 > index } } ?? (current == nil ? selectable.first : nil), in: options)
        case .upArrow:
            highlight(current.flatMap { index in selectable.last { $0 < index } } ?? (current == nil ? selectable.last : nil), in: options)
        case .home:
            highlight(selectable.first, in: options)
        case .end:
            highlight(selectable.last, in: options)
        case .return, .space:
            if let current, selectable.contains(current) { select(current, in: options) }
            closeMenu()
        default:
            return false
        }
        return true
    }
}
