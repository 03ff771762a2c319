/// The title bar of one screen of a ``NavigationStack``: `‹ Back` (titled with the screen beneath,
/// as UIKit does), leading items, the title centred, trailing items, and a rule under them. A
/// screen with nothing to show there (the root without title or items) has no bar.
struct NavigationBar: View {
    let model: NavigationModel
    let id: Int
    let context: NavigationScreenContext

    var body: some View {
        let leading = context.toolbar.filter { $0.placement.slot == .leading }
        let trailing = context.toolbar.filter { $0.placement.slot == .trailing }
        let principal = context.toolbar.first { $0.placement.slot == .principal }
        let showsBack = id != 0 && !context.hidesBackButton
        if showsBack || context.title != nil || !leading.isEmpty || !trailing.isEmpty || principal != nil {
            VStack(spacing: 0) {
                ZStack {
                    if let principal {
                        principal.view
                    } else if let title = context.title {
                        Text(title).bold().lineLimit(1)
                    }
                    HStack(spacing: 1) {
                        if showsBack {
                            Button(action: { model.pop(screen: id) }) { Text("‹ " + backTitle) }
                                .buttonStyle(.plain)
                        }
                        ForEach(leading.indices, id: \.self) { index in leading[index].view }
                        Spacer(minLength: 0)
                        ForEach(trailing.indices, id: \.self) { index in trailing[index].view }
                    }
                }
                .padding(.horizontal, 1)
                .frame(height: 1)
                Divider()
            }
        }
    }

    private var backTitle: String {
        model.context(of: model.screenBelow(id)).title ?? "Back"
    }
}

/// The bottom bar of one screen: `.bottomBar` items spread across a row, `.status` in its centre.
struct NavigationBottomBar: View {
    let context: NavigationScreenContext

    var body: some View {
        let items = context.toolbar.filter { $0.placement.slot == .bottom }
        let status = context.toolbar.first { $0.placement.slot == .status }
        if !items.isEmpty || status != nil {
            VStack(spacing: 0) {
                Divider()
                ZStack {
                    if let status { status.view }
                    HStack(spacing: 1) {
                        ForEach(items.indices, id: \.self) { index in
                            if index > 0 { Spacer(minLength: 1) }
                            items[index].view
                        }
                    }
                }
                .padding(.horizontal, 1)
                .frame(height: 1)
            }
        }
    }
}
