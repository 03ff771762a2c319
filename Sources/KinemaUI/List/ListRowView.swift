import Foundation
import KinemaGeometry
import KinemaRender

/// How one row of a list looks right now: what the list's body hands each row it builds.
struct ListRowContext {
    var row: Int
    var kind: ListModel.Kind
    var style: _ListStyleKind
    var isSelected: Bool
    var isListFocused: Bool
    /// A blank row above (a grouped style's gap before a section).
    var hasGapAbove: Bool
    var showsSeparator: Bool
}

/// One row of a ``List`` as the list draws it: the row's content with its insets, background,
/// selection highlight and separator, and the gesture that selects it by click.
struct ListRowView: View {
    let content: any View
    let traits: ListRowTraits
    let context: ListRowContext
    let controller: ListController

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            if context.hasGapAbove { Color.clear.frame(height: 1) }
            decorated
            if context.showsSeparator {
                Divider().foregroundColor(.gray).padding(.leading, insets.leading)
            }
        }
        .padding(.horizontal, context.style.margin)
    }

    private var insets: EdgeInsets {
        if let insets = traits.insets { return insets }
        let leading: CGFloat = context.kind == .row ? 1 + context.style.rowIndent : 1
        return EdgeInsets(top: 0, leading: leading, bottom: 0, trailing: 1)
    }

    @ViewBuilder private var styled: some View {
        let body = AnyView(erasing: content)!
        switch context.kind {
        case .header:
            if context.style == .plain || context.style == .inset {
                body.bold()
            } else {
                body.bold().foregroundColor(.secondary)
            }
        case .footer:
            body.foregroundColor(.secondary)
        case .row:
            if context.isSelected {
                body.foregroundColor(context.isListFocused ? .white : nil)
            } else {
                body
            }
        }
    }

    private var background: AnyView? {
        if context.isSelected {
            return AnyView(context.isListFocused ? Color.accentColor : Color.gray.opacity(0.5))
        }
        if traits.hasBackground { return traits.background }
        if context.style == .insetGrouped && context.kind == .row { return AnyView(Color.gray.opacity(0.25)) }
        return nil
    }

    private var decorated: some View {
        styled
            .padding(insets)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(background ?? AnyView(Color.clear))
            .contentShape(Rectangle())
            .gesture(
                ListRowGesture(allowsSwipe: false).onEnded { [controller, context] value in
                    if case .tap(let modifiers) = value, context.kind == .row {
                        controller.click(context.row, modifiers: modifiers)
                    }
                })
    }
}

/// The rows of a list as a lazy stack reads them: count, identity and view of each row, on demand.
struct ListRowSource: View, LazyForEachAccess {
    let model: ListModel
    let makeRow: @MainActor (Int) -> any View

    var lazyCount: Int { model.count }

    func lazyID(at offset: Int) -> AnyHashable { AnyHashable(model.key(at: offset)) }

    func lazyView(at offset: Int) -> any View { makeRow(offset) }

    func lazyOffset(of id: AnyHashable) -> Int? {
        if let target = id.base as? ListRowIndex { return target.row < model.count ? target.row : nil }
        guard let key = id.base as? ListRowKey else { return nil }
        guard let access = model.access(ofSegment: key.segment), let offset = access.lazyOffset(of: key.element)
        else { return key.segment < model.segments.count ? model.start(ofSegment: key.segment) : nil }
        return model.start(ofSegment: key.segment) + offset
    }

    /// Only read by the lazy stack (``LazyForEachAccess``): never built as a view.
    var body: some View { EmptyView() }
}

/// A row named by its position (a scroll target within a list).
struct ListRowIndex: Hashable {
    let row: Int
}
