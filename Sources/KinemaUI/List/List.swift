import KinemaGeometry

/// A scrolling column of rows, optionally grouped in sections, that the user can select, delete,
/// move and swipe.
///
/// ```swift
/// @State private var selection: Book.ID?
///
/// List(selection: $selection) {
///     Section("Reading") {
///         ForEach(reading) { book in BookRow(book: book) }
///             .onDelete { reading.remove(atOffsets: $0) }
///     }
///     Section("Finished") {
///         ForEach(finished) { book in BookRow(book: book) }
///     }
/// }
/// .listStyle(.sidebar)
/// ```
///
/// Rows are built lazily, on a ``LazyVStack`` inside a ``ScrollView``: only the rows near the
/// viewport exist, so a list of 100,000 rows mounts as fast as one of ten, and it scrolls like a
/// scroll view (wheel, keys, drag with momentum and bounce at the edges).
///
/// **Selection.** Rows are selected by the value of their ``View/tag(_:)``, or else by the id of
/// the `ForEach` element they show; rows whose tag is not of the selection's type (and headers,
/// footers, untagged static rows) are not selectable. A click selects a row (Shift-click extends a
/// multiple selection, Control-, Option- or Command-click toggles a row). With the list focused
/// (click it, or Tab to it): ↑/↓ move the selection, Home/End go to the first/last row, Page
/// Up/Down by a page; Shift extends a multiple selection. The selected row is scrolled into view.
///
/// **Editing.** Delete or Backspace deletes the selected rows of a `ForEach` with
/// ``ForEach/onDelete(perform:)``; Option-↑/↓ moves them with ``ForEach/onMove(perform:)``. See
/// the Lists article for the styles' terminal rendering and the rest.
public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    let selection: ListSelection?
    @State private var controller = ListController()
    @FocusState private var isFocused: Bool
    @Environment(\.listStyle) private var style
    @Environment(\.refresh) private var refresh
    @Environment(\.editMode) private var editMode

    init(selection: ListSelection?, content: Content) {
        self.selection = selection
        self.content = content
    }

    /// Creates a list whose rows can be selected together (`nil`: no selection).
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.init(selection: selection.map { ListSelection(multiple: $0) }, content: content())
    }

    /// Creates a list with at most one selected row (`nil`: no selection).
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.init(selection: selection.map { ListSelection(single: $0) }, content: content())
    }

    /// Creates a list that always has one selected row.
    @_disfavoredOverload
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: ListSelection(required: selection), content: content())
    }

    /// The rows in a scroll view.
    public var body: some View {
        let model = ListModel(content, expansion: controller.expansion)
        // The selection is not read here: the list's host node reads it and each row reads its own
        // mark (`ListSelectionMarks`), so a selection change re-runs only the rows it changes.
        controller.update(model: model, selection: selection)
        let context = ListRowsContext(
            model: model, style: style, isFocused: isFocused, isEditing: editMode?.wrappedValue == .active,
            controller: controller)
        controller.refreshAction = refresh
        let isRefreshing = controller.refresher.isRefreshing
        return ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                if isRefreshing { ProgressView().frame(maxWidth: .infinity) }
                LazyVStack(alignment: .leading, spacing: 0) {
                    ListRowSource(model: model, makeRow: context.makeRow)
                }
            }
            // Inside the scroll view, so the list's keys come before the scroll view's (handlers
            // inside a focused view are offered a key innermost first); what the list does not
            // handle (every key of a list without selection) scrolls.
            .onKeyPress(phases: [.down, .repeat]) { [controller] press in controller.handleKey(press) }
        }
        .onScrollGeometryChange(for: Bool.self, of: { $0.contentOffset.y <= -ListRefresher.pullThreshold }) {
            [controller] _, pulled in
            if pulled && controller.refreshAction != nil { controller.refresher.isPulledPastThreshold = true }
        }
        .onScrollPhaseChange { [controller] old, new in controller.scrollPhaseChanged(from: old, to: new) }
        .focusable()
        .focusEffectDisabled()
        .focused($isFocused)
        .modifier(_ListHostModifier(controller: controller))
    }
}

/// What every row of one body of a list shares.
@MainActor
struct ListRowsContext {
    let model: ListModel
    let style: _ListStyleKind
    let isFocused: Bool
    let isEditing: Bool
    let controller: ListController

    func makeRow(_ row: Int) -> any View {
        let entry = model.entry(at: row)
        let traits = ListRowTraits(of: entry.view)
        // The row's tag from the entry in hand (`model.tag(at:)` would build the row's view again).
        var mark: ListRowMark?
        if controller.selection != nil, let tag = ListModel.tag(of: entry, traits: traits) {
            mark = controller.marks.mark(for: tag)
        }
        let separator: Bool
        switch traits.separator {
        case .visible: separator = entry.kind == .row
        case .hidden: separator = false
        case .automatic:
            separator = entry.kind == .row && style.showsSeparatorsByDefault && !model.isLastInSection(row)
        }
        let access = entry.forEach.flatMap { model.access(ofSegment: $0.segment) }
        let canDelete = access?.listDeleteAction != nil
        let canMove = access?.listMoveAction != nil
        let context = ListRowContext(
            row: row, key: entry.key, kind: entry.kind, style: style, isListFocused: isFocused,
            hasGapAbove: style.isGrouped && model.sectionStarts.contains(row), showsSeparator: separator,
            canDelete: canDelete, depth: entry.depth, disclosure: entry.disclosure, isEditing: isEditing,
            deleteControl: !canDelete ? .none : traits.deleteDisabled ? .disabled : .enabled,
            moveControl: !canMove ? .none : traits.moveDisabled ? .disabled : .enabled)
        return ListRowView(content: entry.view, traits: traits, context: context, mark: mark, controller: controller)
    }
}

extension List where SelectionValue == Never {
    /// Creates a list without selection.
    public init(@ViewBuilder content: () -> Content) {
        self.init(selection: nil, content: content())
    }

    /// Creates a list of one row per element of `data`, identified by each element's id.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: nil, content: ForEach(data, content: rowContent))
    }

    /// Creates a list of one row per element of `data`, identified by the value at `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: nil, content: ForEach(data, id: id, content: rowContent))
    }

    /// Creates a list of one row per integer of a constant range.
    public init<RowContent: View>(
        _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init(selection: nil, content: ForEach(data, id: \.self, content: rowContent))
    }
}

extension List {
    /// Creates a list of one row per element of `data` whose rows can be selected together.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection.map { ListSelection(multiple: $0) }, content: ForEach(data, content: rowContent))
    }

    /// Creates a list of one row per element of `data` with at most one selected row.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection.map { ListSelection(single: $0) }, content: ForEach(data, content: rowContent))
    }

    /// Creates a list of one row per element of `data`, identified by the value at `id`, whose rows
    /// can be selected together.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(
            selection: selection.map { ListSelection(multiple: $0) },
            content: ForEach(data, id: id, content: rowContent))
    }

    /// Creates a list of one row per element of `data`, identified by the value at `id`, with at
    /// most one selected row.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(
            selection: selection.map { ListSelection(single: $0) },
            content: ForEach(data, id: id, content: rowContent))
    }
}
