import Kinema

/// Two lists as SwiftUI code writes them. On the left a file tree (`List(_:children:selection:)`:
/// chevrons, → / ←, a folder of 100,000 logs read only when opened). On the right a mailbox: a
/// `List` with sections, a multiple selection, delete (Delete/Backspace, or drag a row left),
/// move (Option-↑/↓), a leading "Flag" swipe action, a refresh (pull down past the top, or
/// Control-R) and 10,000 archived messages built lazily. The `Edit` button (click it, or `e`)
/// shows the delete (⊖) and move (≡) controls. `s` cycles the list style; `swift run Lists`; q
/// quits.
struct Message: Identifiable, Hashable {
    let id: Int
    var subject: String
    var isFlagged = false
}

struct MailboxDemo: View {
    @State private var inbox = [Message(id: 1, subject: "Welcome")] + (2...8).map { Message(id: $0, subject: "Message \($0)") }
    @State private var archive = (100..<10_100).map { Message(id: $0, subject: "Archived \($0)") }
    @State private var selection: Set<Int> = []
    @State private var refreshes = 0
    @State private var styleIndex = 0
    @State private var files = FileItem.project()
    @State private var file: FileItem.ID?
    @Environment(\.dismiss) private var dismiss
    @Environment(\.editMode) private var editMode

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 1) {
                Text("\(selection.count) selected · \(refreshes) refreshes · style \(styleName) · s style · q quits")
                    .bold()
                Spacer(minLength: 0)
                EditButton()
            }
            HStack(spacing: 0) {
                styled(FilesPane(files: files, selection: $file))
                    .frame(width: 30)
                    .border(.gray, style: .rounded)
                mailbox
            }
        }
        .onKeyPress("s") {
            styleIndex = (styleIndex + 1) % 5
            return .handled
        }
        .onKeyPress("e") {
            withAnimation { editMode?.wrappedValue = editMode?.wrappedValue.isEditing == true ? .inactive : .active }
            return .handled
        }
        .onKeyPress("q") {
            dismiss()
            return .handled
        }
    }

    private var mailbox: some View {
            styled(
                List(selection: $selection) {
                    Section("Inbox") {
                        ForEach(inbox) { message in
                            Text((message.isFlagged ? "⚑ " : "  ") + message.subject)
                                .swipeActions(edge: .leading, allowsFullSwipe: false) {
                                    Button("Flag") { toggleFlag(message.id) }.tint(.orange)
                                }
                                // The welcome message cannot be deleted or moved (its row shows no ⊖ or ≡).
                                .deleteDisabled(message.id == 1)
                                .moveDisabled(message.id == 1)
                        }
                        .onDelete { inbox.remove(atOffsets: $0) }
                        .onMove { inbox.move(fromOffsets: $0, toOffset: $1) }
                    }
                    Section {
                        ForEach(archive) { Text("  " + $0.subject) }
                            .onDelete { archive.remove(atOffsets: $0) }
                    } header: {
                        Text("Archive")
                    } footer: {
                        Text("\(archive.count) messages")
                    }
                }
                .refreshable {
                    await MainActor.run { refreshes += 1 }
                }
            )
            .border(.gray, style: .rounded)
    }

    private var styleName: String { ["plain", "inset", "grouped", "insetGrouped", "sidebar"][styleIndex] }

    @ViewBuilder private func styled(_ list: some View) -> some View {
        switch styleIndex {
        case 1: list.listStyle(.inset)
        case 2: list.listStyle(.grouped)
        case 3: list.listStyle(.insetGrouped)
        case 4: list.listStyle(.sidebar)
        default: list.listStyle(.plain)
        }
    }

    private func toggleFlag(_ id: Int) {
        if let index = inbox.firstIndex(where: { $0.id == id }) { inbox[index].isFlagged.toggle() }
    }
}

@main
struct ListsApp {
    @MainActor
    static func main() {
        do {
            try TerminalApp.run { MailboxDemo() }
        } catch {
            TerminalApp.exit(reporting: error)
        }
    }
}
