/// A type that represents the structure and behaviour of an app: SwiftUI's entry point.
///
/// Declare a structure that conforms to `App`, mark it `@main`, and describe its scenes in
/// ``body``:
///
/// ```swift
/// import Kinema
///
/// @main
/// struct PetPollApp: App {
///     var body: some Scene {
///         WindowGroup("Pet Poll") {
///             PetPoll()
///         }
///     }
/// }
/// ```
///
/// The `main()` that `@main` calls comes from KinemaTerminal (`import Kinema` brings both): it
/// creates the app with ``init()``, runs the first ``WindowGroup`` of ``body`` full-screen in the
/// terminal until the user presses Ctrl-C or a view calls `dismiss()`, restores the terminal on
/// every exit path (normal return, thrown error, signals) and reports an error that keeps the app
/// from starting on one line of standard error with exit status 1. `TerminalApp.run(_:)` runs an
/// app value with options (layout units, frame rate, terminal configuration).
///
/// The app value behaves like a view at the root of the hierarchy: its `@Environment` properties
/// read the root's environment (``EnvironmentValues/scenePhase`` is the one apps watch) and its
/// `@State` properties keep their values while the app runs, and ``body`` is evaluated again when
/// what it read changes:
///
/// ```swift
/// @main
/// struct NotesApp: App {
///     @Environment(\.scenePhase) private var scenePhase
///     var body: some Scene {
///         WindowGroup { NotesList() }
///             .onChange(of: scenePhase) { _, phase in
///                 if phase == .background { Store.shared.save() }
///             }
///     }
/// }
/// ```
@MainActor
@preconcurrency
public protocol App {
    /// The type of scene this app presents.
    associatedtype Body: Scene

    /// The app's content: one or more scenes (a terminal shows the first ``WindowGroup``).
    @SceneBuilder
    var body: Body { get }

    /// Creates the app; `main()` calls it once, before the terminal is set up.
    init()
}
