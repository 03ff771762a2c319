/// A scene that presents a view hierarchy in a window: SwiftUI's `WindowGroup`.
///
/// In a terminal the window is the terminal itself: the group's content fills the screen, and the
/// app runs one window (a terminal cannot open a second one, so the group never makes more).
///
/// ```swift
/// @main
/// struct TodoApp: App {
///     var body: some Scene {
///         WindowGroup("Todo") { TodoList() }
///     }
/// }
/// ```
///
/// A **title** becomes the terminal window's (or tab's, or tmux pane's) title while the app runs:
/// the host saves the current title on the terminal's title stack (`CSI 22 ; 2 t`), sets the new
/// one with OSC 2, and pops the saved title (`CSI 23 ; 2 t`) on every exit path, signals included.
/// The title is sanitised (control characters become `?`) and cut to 255 characters, so it can
/// never inject a terminal sequence. Terminals without a title stack keep the app's title until
/// the shell sets its own. An **identifier** names the group for code that tells scenes apart; a
/// terminal shows one window, so nothing opens a group by its identifier.
public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
    let content: Content
    /// The title given to the group, if any.
    let title: String?
    /// The identifier given to the group, if any.
    let id: String?

    /// A window group showing `content`, untitled: the terminal's title is left alone.
    public init(@ViewBuilder content: () -> Content) {
        self.init(title: nil, id: nil, content: content())
    }

    /// A window group showing `content` under the title `title`.
    public init(_ title: Text, @ViewBuilder content: () -> Content) {
        self.init(title: title.content, id: nil, content: content())
    }

    /// A window group showing `content` under the title `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(title: String(title), id: nil, content: content())
    }

    /// A window group identified by `id` showing `content`, untitled.
    public init(id: String, @ViewBuilder content: () -> Content) {
        self.init(title: nil, id: id, content: content())
    }

    /// A window group identified by `id` showing `content` under the title `title`.
    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
        self.init(title: title.content, id: id, content: content())
    }

    /// A window group identified by `id` showing `content` under the title `title`.
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        self.init(title: String(title), id: id, content: content())
    }

    private init(title: String?, id: String?, content: Content) {
        self.content = content
        self.title = title
        self.id = id
    }

    /// A primitive scene: the host runs it.
    public typealias Body = Never

    func primaryWindow() -> SceneWindow? {
        SceneWindow(content: content, title: title, id: id)
    }
}
