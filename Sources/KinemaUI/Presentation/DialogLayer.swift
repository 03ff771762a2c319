import Foundation
import KinemaRender

/// The layer an alert or a confirmation dialog is drawn in: the whole screen, above everything the
/// presenting level draws (sheets of the same level included). A dimmed backdrop takes the presses
/// outside the box: an alert ignores them, a dialog is cancelled by them.
///
/// The backdrop and the box are inserted separately, each with its own transition: the backdrop
/// fades; an alert's box fades, a dialog's slides up from the bottom edge.
struct DialogLayer: View {
    let content: DialogContent?
    /// Where the presenting view is on screen: the layer moves back to the screen's origin.
    let origin: CGPoint
    let level: Int
    let token: Int
    /// Dismisses the dialog and runs the chosen button's action (nil: dismiss only).
    let choose: @MainActor (DialogButton?) -> Void

    /// How much the backdrop darkens what is beneath.
    static let backdropOpacity = 0.5

    var body: some View {
        let screen = currentHostLayoutSize ?? CGSize(width: 80, height: 24)
        ZStack(alignment: .topLeading) {
            if let content {
                Color.black.opacity(Self.backdropOpacity)
                    .frame(width: screen.width, height: screen.height)
                    .contentShape(Rectangle())
                    .onTapGesture {
                        // A click outside an alert does nothing (it is modal); outside a dialog it
                        // cancels, as a tap outside an action sheet does.
                        if content.kind == .confirmationDialog {
                            choose(content.cancelIndex.map { content.buttons[$0] })
                        }
                    }
                    .transition(.opacity)
            }
            if let content {
                DialogBox(content: content, screen: screen, choose: choose)
                    .frame(
                        width: screen.width, height: screen.height,
                        alignment: content.kind == .alert ? .center : .bottom
                    )
                    .transition(content.kind == .alert ? .opacity : .move(edge: .bottom))
            }
        }
        .frame(width: screen.width, height: screen.height, alignment: .topLeading)
        .offset(x: -origin.x, y: -origin.y)
        // Above a sheet of the same level (1000 + level), below one presented from the dialog's
        // level + 1.
        .presentationLayer(1000.5 + Double(level))
        .environment(\.dialogToken, token)
    }
}

/// An alert's box (title, message, buttons in a rounded border) or a dialog's two boxes (title,
/// message and actions; the cancel button apart below). Takes the keys while it is up: arrows move
/// focus between the buttons, Esc chooses the cancel button (or just dismisses), Tab cycles, Enter
/// or Space choose the focused button; every other key stops here (the dialog is modal).
struct DialogBox: View {
    let content: DialogContent
    let screen: CGSize
    let choose: @MainActor (DialogButton?) -> Void
    @FocusState private var focus: Int?

    /// The widest a box's content gets, in columns (a long message wraps).
    static let maximumWidth = 44.0
    /// The narrowest a confirmation dialog's content gets, in columns.
    static let minimumDialogWidth = 30.0

    var body: some View {
        let content = content
        Group {
            if content.kind == .alert {
                alertBox
            } else {
                dialogBoxes
            }
        }
        .onAppear { focus = content.initialFocus }
        .onKeyPress { press in handle(press) }
    }

    // MARK: Alert

    private var alertBox: some View {
        // A row that does not fit the screen becomes a column.
        let isRow = content.isRow && rowWidth <= room
        let width = innerWidth(buttons: isRow ? rowWidth : columnWidth)
        return VStack(spacing: 1) {
            if let title = content.title {
                title.bold().multilineTextAlignment(.center).frame(width: width)
            }
            if let message = content.message {
                message.multilineTextAlignment(.center).frame(width: width)
            }
            if isRow {
                HStack(spacing: 2) {
                    ForEach(content.buttons.indices, id: \.self) { index in button(index) }
                }
                .frame(width: width)
            } else {
                VStack(spacing: 0) {
                    ForEach(content.buttons.indices, id: \.self) { index in button(index).frame(width: width)
                    }
                }
            }
        }
        .padding(.horizontal, 2)
        .background(Color.default)
        .border(.gray, style: .rounded)
    }

    // MARK: Confirmation dialog

    private var dialogBoxes: some View {
        let actions = content.buttons.indices.filter { $0 != content.cancelIndex }
        // As wide as its content, and at least as wide as a short action sheet.
        let width = innerWidth(buttons: max(columnWidth, Self.minimumDialogWidth))
        return VStack(spacing: 0) {
            VStack(spacing: 0) {
                if let title = content.title {
                    title.foregroundColor(.gray).multilineTextAlignment(.center).frame(width: width)
                }
                if let message = content.message {
                    message.foregroundColor(.gray).multilineTextAlignment(.center).frame(width: width)
                }
                if content.title != nil || content.message != nil { Divider().frame(width: width) }
                ForEach(actions, id: \.self) { index in button(index).frame(width: width) }
            }
            .padding(.horizontal, 2)
            .background(Color.default)
            .border(.gray, style: .rounded)
            if let cancel = content.cancelIndex {
                button(cancel)
                    .frame(width: width)
                    .padding(.horizontal, 2)
                    .background(Color.default)
                    .border(.gray, style: .rounded)
            }
        }
    }

    // MARK: Buttons

    private func button(_ index: Int) -> some View {
        let item = content.buttons[index]
        let choose = choose
        return Button(role: item.parts.role, action: { choose(item) }) {
            HStack(spacing: 0) {
                Text(" ")
                item.parts.label
                Text(" ")
            }
            .lineLimit(1)
        }
        .bold(item.parts.role == .cancel && content.kind == .alert)
        .disabled(item.isDisabled)
        .focused($focus, equals: index)
    }

    /// The columns of a row of buttons: each label with a space each side, two columns between.
    private var rowWidth: Double {
        let labels = content.buttons.map { Self.columns(of: $0.parts.title) + 2 }
        return labels.reduce(0, +) + 2 * Double(max(labels.count - 1, 0))
    }

    /// The columns of the widest button in a column.
    private var columnWidth: Double {
        content.buttons.map { Self.columns(of: $0.parts.title) + 2 }.max() ?? 0
    }

    /// The content's width: the widest of the title, the message and the buttons, at most
    /// ``maximumWidth`` and what the screen leaves beside the border and padding.
    private func innerWidth(buttons: Double) -> Double {
        // A message that is not a text may be as wide as a box gets.
        let message =
            content.message.map { Self.text(in: $0).map { Self.columns(of: $0) } ?? Self.maximumWidth } ?? 0
        let title = content.title.map { Self.columns(of: $0) } ?? 0
        let wanted = max(title, message, buttons, 1)
        return max(min(wanted, Self.maximumWidth, room), 1)
    }

    /// The columns the screen leaves for a box's content beside its border and padding.
    private var room: Double { Double(screen.width) - 6 }

    /// The widest line of `text`, in columns; a label that is not a text (nil) counts as 8.
    static func columns(of text: Text?) -> Double {
        guard let text else { return 8 }
        let widths = text.content.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.reduce(0) { $0 + DisplayWidth.of($1) }
        }
        return Double(widths.max() ?? 0)
    }

    /// The text a message shows, when it is one.
    static func text(in view: AnyView) -> Text? {
        var found: Text?
        BuiltViewLeaves.walk(view) { leaf, _ in
            guard let text = leaf as? Text else { return false }
            if found == nil { found = text }
            return true
        }
        return found
    }

    // MARK: Keys

    private func handle(_ press: KeyPress) -> KeyPress.Result {
        let enabled = content.buttons.indices.filter { !content.buttons[$0].isDisabled }
        switch press.key {
        case .escape:
            choose(content.cancelIndex.map { content.buttons[$0] })
        case .leftArrow, .upArrow:
            if let focus, let previous = enabled.last(where: { $0 < focus }) {
                self.focus = previous
            } else if focus == nil {
                focus = enabled.last
            }
        case .rightArrow, .downArrow:
            if let focus, let next = enabled.first(where: { $0 > focus }) {
                self.focus = next
            } else if focus == nil {
                focus = enabled.first
            }
        default:
            break
        }
        // Modal: no key reaches the views beneath.
        return .handled
    }
}
