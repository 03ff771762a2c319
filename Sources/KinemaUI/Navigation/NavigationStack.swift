/// A view that shows a root view and the views pushed over it, one screen at a time, with a title
/// bar and a way back.
///
/// ```swift
/// struct Library: View {
///     @State private var path: [Book] = []
///
///     var body: some View {
///         NavigationStack(path: $path) {
///             List(books) { book in
///                 NavigationLink(book.title, value: book)
///             }
///             .navigationTitle("Books")
///             .navigationDestination(for: Book.self) { book in
///                 BookDetail(book: book)
///             }
///         }
///     }
/// }
/// ```
///
/// A push slides the new screen in from the right over the one beneath (which moves left by 30 %);
/// a pop slides the top screen out. Back: Esc or Backspace (unless a focused view such as a text
/// field takes the key), a click on the bar's `‹` back button, `dismiss()` from the pushed view's
/// environment, or a drag from the leading edge (the first two columns of a pushed screen), which
/// moves the top screen with the pointer and, on release, finishes or cancels the pop by the
/// position and velocity and springs on with the release velocity (see <doc:Navigation>).
///
/// Each screen has a bar when it has something to show in it: a title (`.navigationTitle`), a back
/// button (every pushed screen), or toolbar items (`.toolbar`). The screens below the top one keep
/// their state (a list's scroll position) while covered; they are not drawn.
///
/// Path changes made from outside (the binding written) animate too: a longer path slides its new
/// top in, a shorter one slides the old top out; screens whose values stayed keep their state. A
/// command during a slide (a push, a pop, `dismiss()`) first ends the slide in flight at its end.
public struct NavigationStack<Root: View>: View {
    let root: Root
    let path: NavigationPathAccess?
    @State private var model = NavigationModel()
    @Environment(\.accessibilityReduceMotion) private var reducesMotion
    @Environment(\.motionPreference) private var motionPreference

    /// A stack whose path it keeps itself: `NavigationLink(value:)` and `NavigationLink(destination:)`
    /// push onto it.
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        path = nil
    }

    /// A stack over a type-erased path you own: appending to it pushes, removing pops.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = NavigationPathAccess(
            read: { path.wrappedValue.elements },
            write: { path.wrappedValue = NavigationPath(erased: $0) })
    }

    /// A stack over a path of values of one type: `[Book]`, appended to push, shortened to pop.
    ///
    /// A `NavigationLink` whose value is not a `Data.Element` cannot go on such a path: it is not
    /// pushed, and the host's `diagnostics` name the value's type.
    public init<Data>(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, Data.Element: Hashable {
        self.root = root()
        self.path = NavigationPathAccess(
            read: { path.wrappedValue.map { AnyHashable($0) } },
            write: { values in path.wrappedValue = Data(values.compactMap { $0.base as? Data.Element }) },
            accepts: { $0.base is Data.Element })
    }

    /// The screens in a stack of layers, each sliding by the model's offset.
    public var body: some View {
        let model = model
        let values = path?.read() ?? []
        let _ = configure(model)
        GeometryReader { proxy in
            ZStack(alignment: .topLeading) {
                NavigationScreenView(model: model, id: 0, context: model.rootContext) { root }
                ForEach(model.mountedScreens, id: \.id) { screen in
                    NavigationScreenView(model: model, id: screen.id, context: screen.context) {
                        NavigationDestinationView(model: model, screen: screen)
                    }
                }
            }
            .frame(width: proxy.size.width, height: proxy.size.height, alignment: .topLeading)
            .clipped()
            .onChange(of: proxy.size.width, initial: true) { _, width in model.width = Double(width) }
        }
        .environment(\.navigationModel, model)
        .onKeyPress(.escape) { goBack(model) }
        .onKeyPress(.delete) { goBack(model) }
        .onChange(of: values, initial: path != nil) { _, newValues in model.sync(to: newValues) }
    }

    /// Esc and Backspace pop the top screen; at the root they go on to handlers outside the stack.
    private func goBack(_ model: NavigationModel) -> KeyPress.Result {
        guard !model.screens.isEmpty else { return .ignored }
        model.pop()
        return .handled
    }

    private func configure(_ model: NavigationModel) {
        model.jumpsSlides = reducesMotion || motionPreference == .none
        model.writePath = path?.write
        model.acceptsValue = path?.accepts ?? { _ in true }
    }
}

/// Reads and writes the path a stack was given, erased to `AnyHashable` values.
struct NavigationPathAccess {
    let read: @MainActor () -> [AnyHashable]
    let write: @MainActor ([AnyHashable]) -> Void
    var accepts: (AnyHashable) -> Bool = { _ in true }
}

extension NavigationPath {
    init(erased elements: [AnyHashable]) {
        self.init()
        self.elements = elements
    }
}
