/// A part of an app's user interface with a life cycle the system manages: SwiftUI's `Scene`.
///
/// A terminal is one window, so an app's scenes come down to one: the first ``WindowGroup`` in
/// the app's ``App/body`` is shown; the other scenes are evaluated but not shown. Write your own
/// scene types like views, composing scenes in ``body``:
///
/// ```swift
/// struct MainScene: Scene {
///     var body: some Scene {
///         WindowGroup("Notes") { NotesList() }
///     }
/// }
/// ```
@MainActor
@preconcurrency
public protocol Scene {
    /// The type of scene this scene is made of.
    associatedtype Body: Scene

    /// The content of the scene.
    @SceneBuilder
    var body: Body { get }
}

extension Never: Scene {}

extension Scene where Body == Never {
    /// Primitive scenes are run by the host; asking one for its body is API misuse.
    public var body: Never {
        preconditionFailure("\(Self.self) is a primitive scene: the host runs it; its body is never evaluated")
    }
}

/// A scene the runtime implements (a window group, a modified scene, a group of scenes), with no
/// body of its own.
@MainActor
protocol PrimitiveScene {
    /// The window this scene shows, if it contains one: the first window group, with the
    /// modifiers applied to the scene around it.
    func primaryWindow() -> SceneWindow?
}

/// The window a scene resolves to: its content (with the scene modifiers applied) and its title.
@MainActor
struct SceneWindow {
    /// The root view of the window.
    var content: any View
    /// The window group's title, when it has one.
    var title: String?
    /// The window group's identifier, when it has one.
    var id: String?
    /// The units the window is laid out in, when a scene modifier chose them
    /// (``Scene/layoutUnits(_:)``).
    var units: LayoutUnits?
}

extension Scene {
    /// The window this scene shows: the first window group found depth-first, or `nil`.
    func resolvedWindow() -> SceneWindow? {
        if let primitive = self as? any PrimitiveScene { return primitive.primaryWindow() }
        guard Body.self != Never.self else { return nil }
        return body.resolvedWindow()
    }
}
