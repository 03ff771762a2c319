extension View {
    /// Shows values of type `data` pushed on the enclosing stack with the view `destination` builds.
    ///
    /// Declare it inside the stack (on the root view or any pushed view), not on the stack itself.
    /// When several views register a destination for the same type, the latest one built wins, and
    /// a registration stays for the life of the stack.
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        NavigationDestinationRegistration(content: self) { model in
            model.register(data) { AnyView(destination($0)) }
        }
    }

    /// Pushes the view `destination` builds while `isPresented` is true; popping it (back, a drag,
    /// `dismiss()`) sets `isPresented` to false, and setting it to false pops it and every screen
    /// above it.
    public func navigationDestination<V: View>(
        isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
    ) -> some View {
        NavigationPresentedDestination(content: self, isPresented: isPresented, destination: destination())
    }

    /// Pushes the view `destination` builds for the item while `item` is not nil; popping it sets
    /// `item` to nil. A different non-nil item replaces the pushed screen.
    public func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        NavigationPresentedDestination(
            content: self,
            isPresented: Binding(
                get: { item.wrappedValue != nil },
                set: { if !$0 { item.wrappedValue = nil } }),
            destination: item.wrappedValue.map { AnyView(destination($0)) } ?? AnyView(EmptyView()),
            identity: item.wrappedValue.map { AnyHashable($0) })
    }
}

/// Registers a destination with the enclosing stack each time it is built (a plain write, not
/// state), and once more after it appears so screens already waiting for it are rebuilt.
struct NavigationDestinationRegistration<Content: View>: View {
    let content: Content
    let register: @MainActor (NavigationModel) -> Void
    @Environment(\.navigationModel) private var model

    var body: some View {
        let model = model
        let _ = model.map(register)
        content.onAppear { model?.noteRegistration() }
    }
}

/// The `isPresented:`/`item:` destinations: a screen pushed and popped with a binding.
struct NavigationPresentedDestination<Content: View, Destination: View>: View {
    let content: Content
    let isPresented: Binding<Bool>
    let destination: Destination
    var identity: AnyHashable? = nil
    @State private var token = NavigationModel.makePresentationToken()
    @Environment(\.navigationModel) private var model

    var body: some View {
        // Read in the body: an action runs after the update, when this view's node may be gone.
        let model = model
        let token = token
        content
            .onChange(of: PresentationState(isPresented: isPresented.wrappedValue, identity: identity), initial: true) {
                _, state in
                update(state, model: model, token: token)
            }
    }

    private func update(_ state: PresentationState, model: NavigationModel?, token: Int) {
        guard let model else { return }
        if !state.isPresented {
            model.dismissPresentation(token)
            return
        }
        if model.isPresenting(token) {
            guard model.presentedIdentity(token) != state.identity else { return }
            model.dismissPresentation(token)
        }
        let destination = destination
        let binding = isPresented
        model.push(
            .view { AnyView(destination) }, presentation: token, identity: state.identity,
            onRemove: { if binding.wrappedValue { binding.wrappedValue = false } })
    }
}

struct PresentationState: Equatable {
    let isPresented: Bool
    let identity: AnyHashable?
}

/// The view of a pushed screen: its value's destination, or the view a link pushed.
struct NavigationDestinationView: View {
    let model: NavigationModel
    let screen: NavigationScreen

    var body: some View {
        let _ = model.destinationRevision
        switch screen.content {
        case .value(let value):
            if let view = model.destination(for: value) {
                view
            } else {
                MissingDestinationView(value: value)
            }
        case .view(let make):
            make()
        }
    }
}

/// What a value with no registered destination shows (SwiftUI shows a warning sign too).
struct MissingDestinationView: View {
    let value: AnyHashable

    var body: some View {
        let typeName = String(describing: type(of: value.base))
        let _ = reportToHost(
            "NavigationStack: no navigationDestination(for: \(typeName).self) for a pushed value; "
                + "its screen shows a warning")
        VStack(alignment: .leading, spacing: 0) {
            Text("⚠ No destination for \(typeName)").bold()
            Text("Add .navigationDestination(for: \(typeName).self) inside the stack.")
        }
        .padding(.horizontal, 1)
    }
}
