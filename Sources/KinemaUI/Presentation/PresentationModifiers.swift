extension View {
    /// The heights the sheet this view is in rests at; it opens at the smallest and can be dragged
    /// between them. Outside a sheet it does nothing.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        SheetDeclaration(content: self, update: .detents(Array(detents), selection: nil))
    }

    /// The sheet's detents, with the one it rests at bound to `selection`: a drag that settles on a
    /// detent writes it, and writing it moves the sheet there.
    public func presentationDetents(
        _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
    ) -> some View {
        SheetDeclaration(content: self, update: .detents(Array(detents), selection: selection))
    }

    /// Whether the sheet shows its drag indicator (a short bar on its top row). `.automatic`
    /// shows it when the sheet has more than one detent.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        SheetDeclaration(content: self, update: .dragIndicator(visibility))
    }

    /// Keeps the sheet this view is in from being dismissed by a drag or Esc (`true`); the sheet
    /// then resists below its lowest detent. `dismiss()` and the binding still dismiss it.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        SheetDeclaration(content: self, update: .dismissDisabled(isDisabled))
    }
}

/// Hands what a view declared about its sheet to the sheet's model after each update that built
/// it (an action, never a write during a body).
struct SheetDeclaration<Content: View>: View {
    enum Update {
        case detents([PresentationDetent], selection: Binding<PresentationDetent>?)
        case dragIndicator(Visibility)
        case dismissDisabled(Bool)
    }

    let content: Content
    let update: Update
    let generation = NavigationBarGeneration.next()
    @Environment(\.sheetModel) private var model

    var body: some View {
        // Read in the body: an action runs after the update, when this view's node may be gone.
        let model = model
        let update = update
        content
            .onChange(of: generation, initial: true) { Self.apply(update, to: model) }
            .onChange(of: selectedDetent) { _, detent in
                if let detent { model?.select(detent) }
            }
    }

    private var selectedDetent: PresentationDetent? {
        if case .detents(_, let selection?) = update { return selection.wrappedValue }
        return nil
    }

    private static func apply(_ update: Update, to model: SheetModel?) {
        guard let model else { return }
        switch update {
        case .detents(let detents, let selection):
            model.selection = selection
            let sorted = detents.sorted { $0.top(in: model.screenHeight) < $1.top(in: model.screenHeight) }
            if model.detents != sorted {
                model.detents = sorted
                model.detentsChanged()
            }
        case .dragIndicator(let visibility):
            if model.dragIndicator != visibility { model.dragIndicator = visibility }
        case .dismissDisabled(let disabled):
            if model.isInteractiveDismissDisabled != disabled { model.isInteractiveDismissDisabled = disabled }
        }
    }
}
